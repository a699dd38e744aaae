import { eq, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { countUnlessOver } from '../../platform/rate-limit'
import { queueAsk } from './recovery.asks'
import { hashPassword } from '../../platform/password'
import { queueTemplateMail } from '../../mail/render'
import { revokeUserSessions } from '../../platform/session'
import { hasTwoFactor, userById } from './recovery.queries'
import { type Client, openSession } from '../auth/index'
import { revokeCalendarFeed } from '../calendar/index'
import {
  consumeLinkToken,
  isLiveLinkToken,
  issueLinkToken,
  linkLifetimeMs,
  linkUrl,
  spendAllLinkTokens,
} from './recovery.tokens'

// Spec 000 §7 Auth (password ask-reset and reset), §2 /validate-email and /force-login, spec 001
// §3 email_validated_at. The "ask" calls answer the same, in the same time, whatever the address
// (no user enumeration): the request only queues the ask, and a job looks the address up and
// queues the mail (recovery.asks.ts), which `mail.deliver` sends.

/** Sign-in-route limits, per client address and per e-mail address (docs/mail-and-recovery.md). */
export const recoveryLimits = {
  windowMs: 60 * 60_000,
  perIp: 30,
  perAddress: 5,
  /** New validation mails a signed-in user may ask for per window. */
  validationPerUser: 5,
} as const

type AskRoute = 'reset' | 'sign-in-link'

async function checkAskLimits(deps: AppDeps, route: AskRoute, ip: string, email: string): Promise<void> {
  // Every ask counts, whether the address exists or not, so a 429 tells nothing about accounts. A
  // refused ask counts nowhere: a client past its limit adds no key (docs/security.md).
  const { windowMs, perIp, perAddress } = recoveryLimits
  const address = email.trim().toLowerCase()
  const allowed = await countUnlessOver(deps.rateLimits, [
    { key: `${route}:ip:${ip}`, windowMs, max: perIp },
    { key: `${route}:address:${address}`, windowMs, max: perAddress },
  ])
  if (!allowed) throw new AppError('TOO_MANY_REQUESTS')
}

const days = (ms: number) => Math.round(ms / 86_400_000)

/** Queues the ask; the `recovery.asks` job issues the link and the mail (recovery.asks.ts). */
export async function askReset(deps: AppDeps, input: { email: string; ip: string }): Promise<void> {
  await checkAskLimits(deps, 'reset', input.ip, input.email)
  await queueAsk(deps.database.db, 'password-reset', input.email)
}

/**
 * Sets the password of the link's account and ends its other sessions (the session of the
 * browser that resets, when it is the same account's, stays) and its calendar feed URL, a key of
 * its own that the old password's holder may have copied; the user is told by mail
 * (docs/security.md "Sessions and realtime"). Opening the link proves the address, so it also
 * counts as e-mail validation. Older reset links die with it. Resolves with the ended sessions,
 * whose sockets the caller disconnects once this has committed.
 */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string; now: Date; currentSession?: { id: string; userId: string } },
): Promise<{ endedSessionIds: string[] }> {
  const { now } = input
  // A dead link costs no hashing; a live one is spent below, in the transaction.
  if (!(await isLiveLinkToken(deps.database.db, 'password-reset', input.token, now)))
    throw new AppError('LINK_INVALID')
  // argon2id takes a while: hash before the transaction, not inside it.
  const passwordHash = await hashPassword(input.password)
  return deps.database.db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, 'password-reset', input.token, now)
    if (!spent) throw new AppError('LINK_INVALID')
    const user = await userById(tx, spent.userId)
    if (!user || user.status !== 'Active') throw new AppError('LINK_INVALID')
    await tx
      .update(users)
      .set({
        passwordHash,
        emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
    await spendAllLinkTokens(tx, user.id, 'password-reset', now)
    const keep = input.currentSession?.userId === user.id ? input.currentSession.id : undefined
    const endedSessionIds = await revokeUserSessions(tx, user.id, keep, now)
    const calendarFeedRevoked = await revokeCalendarFeed(tx, user.id)
    if (user.email)
      await queueTemplateMail(tx, user.email, user.language, 'password-changed', {
        name: user.firstname,
        link: `${deps.config.publicUrl}/password/forgot`,
      })
    await audit(tx, { userId: user.id, impersonatorId: null }, 'recovery.reset', {
      userId: user.id,
      sessionsEnded: endedSessionIds.length,
      calendarFeedRevoked,
    })
    return { endedSessionIds }
  })
}

/** The link proves the address it was sent to; a link for an address since changed is void. */
export async function validateEmail(deps: AppDeps, input: { token: string; now: Date }): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, 'email-validation', input.token, input.now)
    if (!spent) throw new AppError('LINK_INVALID')
    const user = await userById(tx, spent.userId)
    const sentTo = typeof spent.data.email === 'string' ? spent.data.email.toLowerCase() : undefined
    if (!user?.email || user.email.toLowerCase() !== sentTo) throw new AppError('LINK_INVALID')
    await tx
      .update(users)
      .set({ emailValidatedAt: input.now, updatedAt: input.now })
      .where(eq(users.id, user.id))
    await audit(tx, { userId: user.id, impersonatorId: null }, 'recovery.validateEmail', { userId: user.id })
  })
}

export async function resendValidation(deps: AppDeps, actor: Actor, now: Date): Promise<void> {
  const db = deps.database.db
  const user = await userById(db, actor.userId)
  if (!user?.email || user.emailValidatedAt) throw new AppError('CONFLICT')
  const count = await deps.rateLimits.hit(`validation:user:${actor.userId}`, recoveryLimits.windowMs)
  if (count > recoveryLimits.validationPerUser) throw new AppError('TOO_MANY_REQUESTS')
  const to = user.email
  await db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, {
      userId: user.id,
      purpose: 'email-validation',
      now,
      data: { email: to },
    })
    await queueTemplateMail(tx, to, user.language, 'email-validation', {
      name: user.firstname,
      link: linkUrl(deps.config.publicUrl, 'email-validation', token),
      days: days(linkLifetimeMs['email-validation']),
    })
    await audit(
      tx,
      { userId: actor.userId, impersonatorId: actor.impersonatorId },
      'recovery.resendValidation',
      {
        userId: user.id,
      },
    )
  })
}

/**
 * "E-mail me a sign-in link" (spec 000 §2 /force-login), queued like a reset ask: the job mails a
 * link, or, to an account with two-factor on, a mail saying links are off (recovery.asks.ts).
 */
export async function askSignInLink(deps: AppDeps, input: { email: string; ip: string }): Promise<void> {
  await checkAskLimits(deps, 'sign-in-link', input.ip, input.email)
  await queueAsk(deps.database.db, 'sign-in-link', input.email)
}

/** Spends a sign-in link and opens a session, in one transaction. */
export async function signInWithLink(
  deps: AppDeps,
  input: { token: string; now: Date; client: Client },
): Promise<Awaited<ReturnType<typeof openSession>>> {
  const { now } = input
  return deps.database.db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, 'force-login', input.token, now)
    if (!spent) throw new AppError('LINK_INVALID')
    const user = await userById(tx, spent.userId)
    if (!user || user.status !== 'Active' || user.profileType === 'CHILD') throw new AppError('INVALID_USER')
    // Two-factor may have been turned on after the link was sent.
    if (hasTwoFactor(user.settings)) throw new AppError('SIGN_IN_LINK_NOT_ALLOWED')
    await tx
      .update(users)
      .set({ emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, user.id))
    return openSession(tx, deps, { userId: user.id, client: input.client, now, via: 'sign-in-link' })
  })
}
