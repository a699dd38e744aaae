import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import { oneTimeTokens, outboxMails, users } from '../../db/schema/index'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { hashPassword } from '../../platform/password'
import { hashToken, newSessionToken } from '../../platform/session'
import { renderMail } from '../../mail/render'
import { type Client, openSession } from '../auth/index'
import { hasTwoFactor, userById } from './recovery.queries'
import { consumeLinkToken, isLiveLinkToken, linkLifetimeMs, linkUrl } from './recovery.tokens'

// Account activation (docs/mail-and-recovery.md "Account activation"): a person created by the
// school (team, children and parents, import) gets a single-use link to choose a first password.
// A new link retires the previous one, so only the latest mail works.

const days = (ms: number) => Math.round(ms / 86_400_000)

/**
 * Queues the activation mail of `userId` inside `tx` and returns true; false (nothing sent) when
 * the person has no e-mail address or already chose a password. One person of `sendActivations`.
 */
export async function sendActivation(
  tx: Queryable,
  deps: AppDeps,
  input: { userId: string; now: Date },
): Promise<boolean> {
  return (await sendActivations(tx, deps, { userIds: [input.userId], now: input.now })) === 1
}

/**
 * The same for many people at once (a directory import, docs/directory-import.md): the same
 * checks, tokens and mails, in a handful of statements whatever the number of people. Returns
 * how many mails were queued.
 */
export async function sendActivations(
  tx: Queryable,
  deps: AppDeps,
  input: { userIds: readonly string[]; now: Date },
): Promise<number> {
  const ids = [...new Set(input.userIds)]
  if (ids.length === 0) return 0
  const { now } = input
  const people = []
  for (let i = 0; i < ids.length; i += batch) {
    const rows = await tx
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        language: users.language,
        status: users.status,
        hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      })
      .from(users)
      .where(inArray(users.id, ids.slice(i, i + batch)))
    people.push(...rows.filter((u) => u.email && !u.hasPassword && u.status === 'Active'))
  }
  const expiresAt = new Date(now.getTime() + linkLifetimeMs['account-activation'])
  for (let i = 0; i < people.length; i += batch) {
    const some = people.slice(i, i + batch)
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(
        and(
          inArray(
            oneTimeTokens.userId,
            some.map((u) => u.id),
          ),
          eq(oneTimeTokens.purpose, 'account-activation'),
          isNull(oneTimeTokens.usedAt),
        ),
      )
    const links = some.map((user) => ({ user, ...newSessionToken() }))
    await tx.insert(oneTimeTokens).values(
      links.map(({ user, tokenHash }) => ({
        userId: user.id,
        purpose: 'account-activation' as const,
        tokenHash,
        data: { email: user.email },
        expiresAt,
      })),
    )
    await tx.insert(outboxMails).values(
      links.map(({ user, token }) => {
        const mail = renderMail('account-activation', user.language, {
          name: user.firstname,
          link: linkUrl(deps.config.publicUrl, 'account-activation', token),
          days: days(linkLifetimeMs['account-activation']),
        })
        return {
          toAddress: user.email!,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          language: mail.language,
          template: 'account-activation',
        }
      }),
    )
  }
  return people.length
}

/** People per statement of `sendActivations`. */
const batch = 1000

export interface ActivationState {
  /** When the latest activation mail was queued; null when none was ever sent. */
  lastSentAt: Date | null
  /** When the latest link stops working. */
  expiresAt: Date | null
  /** When the person chose their password through a link; null while they have not. */
  activatedAt: Date | null
  /** Whether the account has a password, whichever way it was set (activation, reset, seed). */
  hasPassword: boolean
}

/** The activation state of each person, in two queries whatever the number of people. */
export async function activationStates(
  db: Queryable,
  userIds: readonly string[],
): Promise<Map<string, ActivationState>> {
  const states = new Map<string, ActivationState>()
  if (userIds.length === 0) return states
  const ids = [...new Set(userIds)]
  const people = await db
    .select({ id: users.id, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(inArray(users.id, ids))
  for (const person of people)
    states.set(person.id, {
      lastSentAt: null,
      expiresAt: null,
      activatedAt: null,
      hasPassword: person.hasPassword,
    })
  const links = await db
    .selectDistinctOn([oneTimeTokens.userId], {
      userId: oneTimeTokens.userId,
      expiresAt: oneTimeTokens.expiresAt,
    })
    .from(oneTimeTokens)
    .where(and(inArray(oneTimeTokens.userId, ids), eq(oneTimeTokens.purpose, 'account-activation')))
    .orderBy(oneTimeTokens.userId, sql`${oneTimeTokens.expiresAt} desc`)
  const used = await db
    .select({ userId: oneTimeTokens.userId, usedAt: sql<Date>`max(${oneTimeTokens.usedAt})` })
    .from(oneTimeTokens)
    .where(
      and(
        inArray(oneTimeTokens.userId, ids),
        eq(oneTimeTokens.purpose, 'account-activation'),
        sql`${oneTimeTokens.data} ->> 'activated' = 'true'`,
      ),
    )
    .groupBy(oneTimeTokens.userId)
  for (const link of links) {
    const state = link.userId ? states.get(link.userId) : undefined
    // Issued on the application's clock, a link was sent exactly its lifetime before it expires.
    const lastSentAt = new Date(link.expiresAt.getTime() - linkLifetimeMs['account-activation'])
    if (state) Object.assign(state, { lastSentAt, expiresAt: link.expiresAt })
  }
  for (const row of used) {
    const state = row.userId ? states.get(row.userId) : undefined
    if (state && row.usedAt) state.activatedAt = new Date(row.usedAt)
  }
  return states
}

/**
 * Spends the link, sets the first password, counts the address as validated (the link was
 * mailed to it) and opens a session, in one transaction. A link whose address has since changed
 * is void, as for e-mail validation.
 */
export async function activateAccount(
  deps: AppDeps,
  input: { token: string; password: string; now: Date; client: Client },
): Promise<Awaited<ReturnType<typeof openSession>>> {
  const { now } = input
  if (!(await isLiveLinkToken(deps.database.db, 'account-activation', input.token, now)))
    throw new AppError('LINK_INVALID')
  // argon2id takes a while: hash before the transaction, not inside it.
  const passwordHash = await hashPassword(input.password)
  return deps.database.db.transaction(async (tx) => {
    const spent = await consumeLinkToken(tx, 'account-activation', input.token, now)
    if (!spent) throw new AppError('LINK_INVALID')
    const user = await userById(tx, spent.userId)
    const sentTo = typeof spent.data.email === 'string' ? spent.data.email.toLowerCase() : undefined
    if (!user?.email || user.email.toLowerCase() !== sentTo) throw new AppError('LINK_INVALID')
    if (user.status !== 'Active' || user.profileType === 'CHILD') throw new AppError('INVALID_USER')
    if (hasTwoFactor(user.settings)) throw new AppError('SIGN_IN_LINK_NOT_ALLOWED')
    await tx
      .update(users)
      .set({
        passwordHash,
        emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
    // Marks the spent link as the one that activated the account (activationStates reads it).
    await tx
      .update(oneTimeTokens)
      .set({ data: sql`${oneTimeTokens.data} || '{"activated": true}'::jsonb` })
      .where(eq(oneTimeTokens.tokenHash, hashToken(input.token)))
    await audit(tx, { userId: user.id, impersonatorId: null }, 'recovery.activate', { userId: user.id })
    return openSession(tx, deps, { userId: user.id, client: input.client, now, via: 'activation' })
  })
}
