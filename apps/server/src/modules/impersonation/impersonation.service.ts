import { and, asc, eq, gt, gte, inArray, isNull, like, lt, ne, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { mayImpersonate } from '@nido/domain/rules/two-factor'
import { oneTimeTokens, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { hashToken, newSessionToken } from '../../platform/session'

// Impersonation (ARCHITECTURE §5 "impersonator"): a super admin obtains a short-lived,
// single-use admin token for another user and signs in with it (login endpoint, admin branch).

export const adminTokenTtlMs = 2 * 60_000
const searchLimit = 10

/** Accounts whose e-mail starts with the text; super admins and inactive accounts are left out. */
export async function searchUsers(deps: AppDeps, actor: Actor, emailPrefix: string) {
  const prefix = emailPrefix.trim().toLowerCase()
  const email = sql<string>`lower(${users.email})`
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`)
  // The range lets the users_email_key index (on lower(email)) serve the prefix; LIKE keeps it exact.
  const rows = await deps.database.db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      profileType: users.profileType,
    })
    .from(users)
    .where(
      and(
        gte(email, prefix),
        lt(email, `${prefix}\uffff`),
        like(email, `${escaped}%`),
        ne(users.profileType, 'SUPER_ADMIN'),
        eq(users.status, 'Active'),
        ne(users.id, actor.userId),
      ),
    )
    .orderBy(asc(email))
    .limit(searchLimit)
  return { items: rows.map((r) => ({ ...r, email: r.email ?? '' })) }
}

export async function createAdminToken(
  deps: AppDeps,
  actor: Actor,
  userId: string,
): Promise<{ adminToken: string; expiresAt: string }> {
  const db = deps.database.db
  const [target] = await db
    .select({ id: users.id, profileType: users.profileType, status: users.status })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!target) throw new AppError('NOT_FOUND')
  // An impersonated session never reaches here (only super admins may, and they cannot be
  // impersonated), but the rule says so on its own too.
  if (
    actor.impersonatorId ||
    !mayImpersonate({ userId: actor.userId, profileType: actor.userPermission.profileType }, target)
  )
    throw new AppError('FORBIDDEN')
  const now = deps.clock.now()
  const expiresAt = new Date(now.getTime() + adminTokenTtlMs)
  const { token, tokenHash } = newSessionToken()
  await db.transaction(async (tx) => {
    await tx.insert(oneTimeTokens).values({
      userId: target.id,
      purpose: 'admin-token',
      tokenHash,
      data: { impersonatorId: actor.userId },
      expiresAt,
    })
    await audit(tx, actor, 'impersonation.createToken', { userId: target.id })
  })
  return { adminToken: token, expiresAt: expiresAt.toISOString() }
}

/**
 * The admin branch of the login endpoint: spends the token (once, before it expires) and checks
 * again that its maker is still an active super admin and the target may still be impersonated.
 * Every failure answers like wrong credentials.
 */
export async function consumeAdminToken(
  deps: AppDeps,
  token: string,
): Promise<{ userId: string; impersonatorId: string }> {
  const db = deps.database.db
  const now = deps.clock.now()
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, 'admin-token'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, data: oneTimeTokens.data })
  const impersonatorId = spent?.data.impersonatorId
  if (!spent?.userId || typeof impersonatorId !== 'string') throw new AppError('INVALID_CREDENTIALS')
  const people = await db
    .select({ id: users.id, profileType: users.profileType, status: users.status })
    .from(users)
    .where(inArray(users.id, [spent.userId, impersonatorId]))
  const target = people.find((p) => p.id === spent.userId)
  const admin = people.find((p) => p.id === impersonatorId)
  if (
    !target ||
    !admin ||
    admin.status !== 'Active' ||
    !mayImpersonate({ userId: admin.id, profileType: admin.profileType }, target)
  )
    throw new AppError('INVALID_CREDENTIALS')
  return { userId: target.id, impersonatorId: admin.id }
}
