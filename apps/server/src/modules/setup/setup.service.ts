import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { SetupClaim } from '@nido/domain/contracts/setup'
import { AppError } from '@nido/domain/errors'
import { brands, groups, staffAssignments, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { hashPassword } from '../../platform/password'
import { countUnlessOver } from '../../platform/rate-limit'
import { type Client, openSession } from '../auth/index'
import { isInstallEmpty, liveSetupOfToken, spendSetup } from './setup.token'

/**
 * Tries per client address (docs/security.md "Rate limits and throttling"), as many as the
 * recovery links allow (recovery.service recoveryLimits): every try counts, right or wrong, and a
 * refused one adds nothing. The token's 256 bits are the lock; the limit keeps a prober from
 * flooding the log and the database.
 */
export const setupLimits = { windowMs: 60 * 60_000, perIp: 30 } as const

/**
 * Claims a new install (docs/deploy.md "Installing for your organisation"): the group, its brand,
 * the first group administrator with a GROUP assignment, the token spent and a session opened,
 * all in one transaction, so a failure leaves the install as new as it was.
 */
export async function claimInstall(
  deps: AppDeps,
  input: { claim: SetupClaim; client: Client; now: Date },
): Promise<{ token: string; actor: Actor }> {
  const { claim, client, now } = input
  const allowed = await countUnlessOver(deps.rateLimits, [
    { key: `setup:ip:${client.ip}`, windowMs: setupLimits.windowMs, max: setupLimits.perIp },
  ])
  if (!allowed) throw new AppError('TOO_MANY_REQUESTS')
  const { db } = deps.database
  // Checked before the password is hashed (tens of milliseconds), and again inside the transaction.
  if (!(await liveSetupOfToken(db, claim.token))) throw new AppError('SETUP_TOKEN_INVALID')
  const passwordHash = await hashPassword(claim.admin.password)

  return db.transaction(async (tx) => {
    const setupId = await liveSetupOfToken(tx, claim.token)
    // A group made another way (the demo, SQL) since the link was printed closes the install too.
    if (!setupId || !(await isInstallEmpty(tx))) throw new AppError('SETUP_TOKEN_INVALID')
    const email = claim.admin.email.trim()
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .limit(1)
    if (taken) throw new AppError('EMAIL_ALREADY_USED')

    const groupId = uuidv7()
    const userId = uuidv7()
    await tx.insert(groups).values({ id: groupId, name: claim.group.name })
    await tx.insert(brands).values({
      groupId,
      name: claim.brand.name,
      appName: claim.brand.name,
      primaryColor: claim.brand.primaryColor.toUpperCase(),
      secondaryColor: claim.brand.secondaryColor.toUpperCase(),
      // Spec 000 §3 Brand: the support address is the administrator's until the brand page changes it.
      supportEmail: email,
      defaultLanguage: claim.brand.defaultLanguage,
    })
    await tx.insert(users).values({
      id: userId,
      profileType: 'GROUP_ADMIN',
      firstname: claim.admin.firstname,
      lastname: claim.admin.lastname,
      email,
      language: claim.brand.defaultLanguage,
      passwordHash,
    })
    await tx.insert(staffAssignments).values({ userId, level: 'GROUP', groupId })
    // Spent last, by one UPDATE … WHERE used_at IS NULL: of two claims racing with one token, the
    // second waits here, finds it spent, and its whole transaction rolls back.
    if (!(await spendSetup(tx, setupId, groupId, now))) throw new AppError('SETUP_TOKEN_INVALID')
    await audit(tx, { userId, impersonatorId: null }, 'setup.claim', { groupId, userId })
    return openSession(tx, deps, { userId, client, now, via: 'setup' })
  })
}
