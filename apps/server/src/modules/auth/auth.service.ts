import { eq, sql } from 'drizzle-orm'
import { AppError, type ErrorCode } from '@nido/domain/errors'
import type { LoginBody, LoginChallenge } from '@nido/domain/contracts/auth'
import type { Language } from '@nido/domain/i18n/languages'
import { loginBranchOf, type LoginBranch } from '@nido/domain/rules/two-factor'
import type { Db, Queryable } from '../../db/client'
import { brands, childSections, schools, sections, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import type { AppDeps } from '../../platform/deps'
import { burnPasswordCheck, verifyPassword } from '../../platform/password'
import { revokeSession, revokeUserSessions, type SessionRow } from '../../platform/session'
import { openSession } from './auth.open-session'
import {
  addressIsThrottled,
  clearPair,
  countAddressFailure,
  countWrongPassword,
  mayTryPassword,
} from './auth.throttle'
import { completeExternalLogin } from '../external-identity/index'
import { consumeAdminToken } from '../impersonation/index'
import { answerChallenge, chooseChallengeMethod, createChallenge, modesOfSettings } from '../two-factor/index'
import type { ScopePreference } from '../me/index'

// Spec 000 §4 (Session) and §7 (Auth), spec 001 §7 Login row: one endpoint, its branch chosen by
// the payload. Failed attempts are counted per client address on every branch, and per account
// and address on the password branch; what each count does is in auth.throttle.ts
// (docs/security.md "Rate limits and throttling").

/** Answers that count as a failed attempt from the client's address. */
const failureCodes: ReadonlySet<ErrorCode> = new Set([
  'INVALID_CREDENTIALS',
  'TWO_FACTOR_CODE_INVALID',
  'TWO_FACTOR_CHALLENGE_EXPIRED',
])

export interface ClientInfo {
  ip: string
  userAgent: string | undefined
  preference: ScopePreference
}

export type SignInResult =
  { kind: 'session'; token: string; actor: Actor } | { kind: 'challenge'; challenge: LoginChallenge }

export async function signIn(deps: AppDeps, body: LoginBody, client: ClientInfo): Promise<SignInResult> {
  // The admin-token, fixtures and external branches only guess random values: no account of a
  // shared address is shut out by refusing them there. The password branch asks for a
  // proof-of-work instead, and the second step has its own limits (two-factor.service).
  const guessesToken = 'adminToken' in body || 'fixturesCode' in body || 'state' in body
  if (guessesToken && (await addressIsThrottled(deps, client.ip))) throw new AppError('TOO_MANY_REQUESTS')
  try {
    return await branch(deps, body, client)
  } catch (error) {
    if (error instanceof AppError && failureCodes.has(error.code)) await countAddressFailure(deps, client.ip)
    throw error
  }
}

async function branch(deps: AppDeps, body: LoginBody, client: ClientInfo): Promise<SignInResult> {
  const which: LoginBranch = loginBranchOf(body)
  const language = body.language
  if ('email' in body) return standard(deps, body, client, language)
  if ('key' in body) {
    const { userId, method } = await answerChallenge(deps, {
      token: body.challengeToken,
      key: body.key,
      method: body.method,
    })
    return session(deps, { userId, impersonatorId: null, client, language, via: `two-factor:${method}` })
  }
  if ('chooseMethod' in body)
    return {
      kind: 'challenge',
      challenge: await chooseChallengeMethod(deps, body.challengeToken, body.chooseMethod),
    }
  if ('adminToken' in body) {
    const { userId, impersonatorId } = await consumeAdminToken(deps, body.adminToken)
    // The impersonator's language stays theirs: the account's own setting is not touched.
    return session(deps, { userId, impersonatorId, client, language: undefined, via: which })
  }
  if ('fixturesCode' in body) return fixtures(deps, body.fixturesCode, client, language)
  const { userId } = await completeExternalLogin(deps, { state: body.state, language })
  return session(deps, { userId, impersonatorId: null, client, language, via: which })
}

async function standard(
  deps: AppDeps,
  body: Extract<LoginBody, { email: string }>,
  client: ClientInfo,
  language: Language | undefined,
): Promise<SignInResult> {
  const db = deps.database.db
  const { password } = body
  const email = body.email.trim().toLowerCase()
  await mayTryPassword(deps, { email, ip: client.ip, proofOfWork: body.proofOfWork })

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      status: users.status,
      email: users.email,
      language: users.language,
      settings: users.settings,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1)

  // No user enumeration: an unknown address costs the same password check and gets the same answer.
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : (await burnPasswordCheck(password), false)
  if (!user || !valid) {
    await countWrongPassword(deps, email, client.ip)
    throw new AppError('INVALID_CREDENTIALS')
  }
  await clearPair(deps, email, client.ip)
  if (modesOfSettings(user.settings).length > 0) {
    // A right password of an account with two-factor is a challenge, not a session.
    await mayOpenSession(db, user.id)
    return {
      kind: 'challenge',
      challenge: await createChallenge(deps, { ...user, language: language ?? user.language }),
    }
  }
  return session(deps, { userId: user.id, impersonatorId: null, client, language, via: 'standard' })
}

/** Development only: a demo account by its e-mail address, when ENABLE_FIXTURES_LOGIN is on. */
async function fixtures(
  deps: AppDeps,
  code: string,
  client: ClientInfo,
  language: Language | undefined,
): Promise<SignInResult> {
  // Off, the branch answers exactly like wrong credentials: its existence is not revealed.
  const account = deps.config.enableFixturesLogin
    ? deps.fixtureAccounts?.find((a) => a.email.toLowerCase() === code.trim().toLowerCase())
    : undefined
  if (!account) throw new AppError('INVALID_CREDENTIALS')
  const [user] = await deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, account.email.toLowerCase()))
    .limit(1)
  if (!user) throw new AppError('INVALID_CREDENTIALS')
  return session(deps, { userId: user.id, impersonatorId: null, client, language, via: 'fixtures' })
}

/** The fixtures branch's accounts, for the sign-in page; null when the branch is off. */
export function fixtureAccounts(deps: AppDeps) {
  if (!deps.config.enableFixturesLogin) return null
  return (deps.fixtureAccounts ?? []).map((a) => ({
    code: a.email,
    profileType: a.profileType,
    label: a.label,
  }))
}

/** Status and brand checks that every branch applies before a session (or a challenge). */
async function mayOpenSession(
  db: Db,
  userId: string,
  options: { impersonated?: boolean } = {},
): Promise<void> {
  const [user] = await db
    .select({ status: users.status, profileType: users.profileType })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  if (!user) throw new AppError('INVALID_CREDENTIALS')
  if (user.status !== 'Active') throw new AppError('INVALID_USER')
  // Spec 000 §1: only the childrenLogin brand variant lets children sign in (a super admin
  // looking at a child's account is not the child signing in).
  if (user.profileType === 'CHILD' && !options.impersonated && !(await childMaySignIn(db, userId)))
    throw new AppError('INVALID_CREDENTIALS')
}

interface SessionInput {
  userId: string
  impersonatorId: string | null
  client: ClientInfo
  /** Spec 001 §7: the language sent with the sign-in becomes the user's. */
  language: Language | undefined
  /** Which branch opened it, for the audit log. */
  via: string
}

async function session(deps: AppDeps, input: SessionInput): Promise<SignInResult> {
  const db = deps.database.db
  await mayOpenSession(db, input.userId, { impersonated: input.impersonatorId !== null })
  const now = deps.clock.now()
  const { token, actor } = await db.transaction(async (tx) => {
    if (input.language)
      await tx
        .update(users)
        .set({ language: input.language, updatedAt: now })
        .where(eq(users.id, input.userId))
    return openSession(tx, deps, {
      userId: input.userId,
      impersonatorId: input.impersonatorId,
      client: input.client,
      now,
      via: input.via,
      ...(input.language ? { auditExtra: { language: input.language } } : {}),
    })
  })
  return { kind: 'session', token, actor }
}

async function childMaySignIn(db: Db, childId: string): Promise<boolean> {
  const rows = await db
    .select({ variant: brands.variant })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .innerJoin(brands, eq(brands.groupId, schools.groupId))
    .where(eq(childSections.childId, childId))
  return rows.some((r) => r.variant === 'childrenLogin')
}

/**
 * The sessions a logout ends (spec 000 §2, §4): the current one, or with `globalLogout` every
 * session of the user. An impersonated session ends alone whatever the flag: the impersonator is
 * not the user, and their logout must not sign the user out of their own devices.
 */
export async function endSessionsOfLogout(
  tx: Queryable,
  current: Pick<SessionRow, 'id' | 'userId' | 'impersonatorId'>,
  globalLogout: boolean,
  now: Date,
): Promise<string[]> {
  if (!globalLogout || current.impersonatorId) {
    await revokeSession(tx, current.id, now)
    return [current.id]
  }
  return revokeUserSessions(tx, current.userId, undefined, now)
}
