import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { LoginChallenge } from '@nido/domain/contracts/auth'
import type { TwoFactorMode } from '@nido/domain/enums/security'
import {
  defaultSecondFactor,
  isRecoveryCodeShape,
  maskEmail,
  normaliseOtp,
  normaliseRecoveryCode,
  twoFactorModesOf,
  type SecondFactorMethod,
} from '@nido/domain/rules/two-factor'
import type { Queryable } from '../../db/client'
import { oneTimeTokens } from '../../db/schema/index'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { hashToken, newSessionToken } from '../../platform/session'
import { codeHash, sixDigitCode } from './two-factor.crypto'
import { enqueueEmailCode } from './two-factor.mail'
import { saveModes, spendRecoveryCode } from './two-factor.queries'
import { checkTotp, fail, limited, modesOf, mustLoad, twoFactorLimits } from './two-factor.service'

// The second sign-in step of two-factor (spec 001 §3): the login endpoint's challenge, its
// branches two-factor and choose-method, and the answer by TOTP, e-mail or recovery code.

interface ChallengeData extends Record<string, unknown> {
  methods: TwoFactorMode[]
  method: TwoFactorMode
  attempts: number
  emailSentTo: string | null
  emailNonce?: string
  emailCodeHash?: string
  emailCodeExpiresAt?: string
}

function challengeAnswer(token: string, data: ChallengeData, expiresAt: Date): LoginChallenge {
  return {
    twoFactor: {
      challengeToken: token,
      methods: data.methods,
      method: data.method,
      emailSentTo: data.emailSentTo,
      expiresAt: expiresAt.toISOString(),
    },
  }
}

/** Sends a new e-mail code for a challenge and returns the data that remembers it. */
async function sendChallengeEmail(
  deps: AppDeps,
  tx: Queryable,
  user: { id: string; email: string | null; language: string },
  data: ChallengeData,
  now: Date,
): Promise<ChallengeData> {
  if (!user.email) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED')
  const sendKey = `2fa:email:${user.id}`
  if ((await deps.rateLimits.hit(sendKey, twoFactorLimits.windowMs)) > twoFactorLimits.maxEmailsPerAccount)
    throw new AppError('TOO_MANY_REQUESTS')
  const code = sixDigitCode()
  const nonce = newSessionToken().token
  await enqueueEmailCode(
    tx,
    { email: user.email, language: user.language },
    code,
    twoFactorLimits.emailCodeTtlMs / 60_000,
  )
  return {
    ...data,
    method: 'email',
    emailSentTo: maskEmail(user.email),
    emailNonce: nonce,
    emailCodeHash: codeHash(deps.secret, 'email-login', nonce, code),
    emailCodeExpiresAt: new Date(now.getTime() + twoFactorLimits.emailCodeTtlMs).toISOString(),
  }
}

/** The modes of a user, for the standard branch to decide between a session and a challenge. */
export function modesOfSettings(settings: unknown): TwoFactorMode[] {
  return twoFactorModesOf(settings)
}

/** After a right password: a challenge instead of a session. */
export async function createChallenge(
  deps: AppDeps,
  user: { id: string; email: string | null; language: string; settings: unknown },
): Promise<LoginChallenge> {
  const methods = twoFactorModesOf(user.settings)
  const method = defaultSecondFactor(methods)
  if (!method) throw new Error('createChallenge needs a user with two-factor on')
  const now = deps.clock.now()
  const expiresAt = new Date(now.getTime() + twoFactorLimits.challengeTtlMs)
  const { token, tokenHash } = newSessionToken()
  return deps.database.db.transaction(async (tx) => {
    let data: ChallengeData = { methods, method, attempts: 0, emailSentTo: null }
    if (method === 'email') data = await sendChallengeEmail(deps, tx, user, data, now)
    await tx
      .insert(oneTimeTokens)
      .values({ userId: user.id, purpose: 'login-challenge', tokenHash, data, expiresAt })
    await audit(tx, { userId: user.id, impersonatorId: null }, 'auth.challenge', { methods })
    return challengeAnswer(token, data, expiresAt)
  })
}

async function liveChallenge(db: Queryable, token: string, now: Date) {
  const [row] = await db
    .select({
      id: oneTimeTokens.id,
      userId: oneTimeTokens.userId,
      data: oneTimeTokens.data,
      expiresAt: oneTimeTokens.expiresAt,
    })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, 'login-challenge'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1)
  if (!row?.userId) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED')
  return { ...row, userId: row.userId, data: row.data as ChallengeData }
}

/** "Choose method": switches the challenge to another of the user's modes (an e-mail is sent). */
export async function chooseChallengeMethod(
  deps: AppDeps,
  token: string,
  method: TwoFactorMode,
): Promise<LoginChallenge> {
  const db = deps.database.db
  const now = deps.clock.now()
  const challenge = await liveChallenge(db, token, now)
  if (!challenge.data.methods.includes(method)) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED')
  const user = await mustLoad(db, challenge.userId)
  return db.transaction(async (tx) => {
    const data =
      method === 'email'
        ? await sendChallengeEmail(deps, tx, user, challenge.data, now)
        : { ...challenge.data, method }
    await tx.update(oneTimeTokens).set({ data, updatedAt: now }).where(eq(oneTimeTokens.id, challenge.id))
    await audit(tx, { userId: user.id, impersonatorId: null }, 'auth.chooseMethod', { method })
    return challengeAnswer(token, data, challenge.expiresAt)
  })
}

/**
 * The second step: the key for the challenge's method (or the one named), or a recovery code.
 * Answers the user who may now get a session. Wrong keys count per challenge and per account.
 */
export async function answerChallenge(
  deps: AppDeps,
  input: { token: string; key: string; method?: SecondFactorMethod | undefined },
): Promise<{ userId: string; method: SecondFactorMethod }> {
  const db = deps.database.db
  const now = deps.clock.now()
  const challenge = await liveChallenge(db, input.token, now)
  const accountKey = `2fa:account:${challenge.userId}`
  await limited(deps, accountKey, twoFactorLimits.maxFailuresPerAccount)
  const user = await mustLoad(db, challenge.userId)
  const modes = modesOf(user)
  const method: SecondFactorMethod = input.method ?? challenge.data.method

  let checked = false
  let totpStep: number | undefined
  if (method === 'totp' && modes.includes('totp')) {
    const totp = await checkTotp(deps, user, input.key, now)
    checked = totp.valid
    if (totp.valid) totpStep = totp.timeStep
  } else if (method === 'email' && modes.includes('email')) {
    const d = challenge.data
    const otp = normaliseOtp(input.key)
    checked =
      !!otp &&
      !!d.emailNonce &&
      !!d.emailCodeExpiresAt &&
      new Date(d.emailCodeExpiresAt) > now &&
      d.emailCodeHash === codeHash(deps.secret, 'email-login', d.emailNonce, otp)
  }

  const result = await db.transaction(async (tx) => {
    if (method === 'recovery') {
      // A recovery code works once: spent here, and given back if the challenge is gone.
      if (!isRecoveryCodeShape(input.key)) return false
      const hash = codeHash(deps.secret, 'recovery', user.id, normaliseRecoveryCode(input.key))
      if (!(await spendRecoveryCode(tx, user.id, hash, now))) return false
      await audit(tx, { userId: user.id, impersonatorId: null }, 'twoFactor.recoveryCodeUsed', {})
    } else if (!checked) return false
    // Spending the challenge makes a replayed or raced second step fail (and rolls the above back).
    const spent = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now, updatedAt: now })
      .where(and(eq(oneTimeTokens.id, challenge.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id })
    if (spent.length === 0) throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED')
    if (totpStep !== undefined) await saveModes(tx, user.id, now, modes, { totpLastStep: totpStep })
    return true
  })

  if (result) {
    await deps.rateLimits.reset(accountKey)
    return { userId: user.id, method }
  }
  await fail(deps, accountKey)
  const [counted] = await db
    .update(oneTimeTokens)
    .set({
      data: sql`jsonb_set(${oneTimeTokens.data}, '{attempts}', to_jsonb(coalesce((${oneTimeTokens.data}->>'attempts')::int, 0) + 1))`,
    })
    .where(eq(oneTimeTokens.id, challenge.id))
    .returning({ attempts: sql<number>`(${oneTimeTokens.data}->>'attempts')::int` })
  if ((counted?.attempts ?? 0) >= twoFactorLimits.maxAttemptsPerChallenge) {
    await db.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.id, challenge.id))
    throw new AppError('TWO_FACTOR_CHALLENGE_EXPIRED')
  }
  throw new AppError('TWO_FACTOR_CODE_INVALID')
}
