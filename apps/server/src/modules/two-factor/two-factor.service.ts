import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { generateSecret, generateURI, verify } from 'otplib'
import { AppError } from '@nido/domain/errors'
import type { TwoFactorStatus } from '@nido/domain/contracts/two-factor'
import type { TwoFactorMode } from '@nido/domain/enums/security'
import { formatRecoveryCode, normaliseOtp, twoFactorModesOf, withMode } from '@nido/domain/rules/two-factor'
import type { Queryable } from '../../db/client'
import { oneTimeTokens } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { verifyPassword } from '../../platform/password'
import { hashToken, newSessionToken } from '../../platform/session'
import { codeHash, decryptSecret, encryptSecret, newRecoveryCodes, sixDigitCode } from './two-factor.crypto'
import { enqueueEmailCode } from './two-factor.mail'
import {
  recoveryCodesLeft,
  replaceRecoveryCodes,
  saveModes,
  twoFactorUser,
  type TwoFactorUser,
} from './two-factor.queries'

// TOTP (otplib) and e-mail codes as modes in settings.twoFactorAuthModes
// (spec 001 §3); enrolment from /account, the second sign-in step, recovery codes.
// The second sign-in step is two-factor.challenge.ts.

export const twoFactorLimits = {
  /** How long the second step may wait after the password. */
  challengeTtlMs: 10 * 60_000,
  emailCodeTtlMs: 10 * 60_000,
  /** Wrong keys on one challenge before it is burnt (sign in again). */
  maxAttemptsPerChallenge: 5,
  windowMs: 15 * 60_000,
  /** Wrong codes per account within the window (login and enrolment count apart). */
  maxFailuresPerAccount: 10,
  /** E-mail codes sent per account within the window. */
  maxEmailsPerAccount: 5,
  /** Wrong passwords when turning two-factor off or renewing recovery codes. */
  maxPasswordFailures: 10,
} as const

/** RFC 6238 with the authenticator apps' defaults; one step of clock drift either way. */
const totpTolerance = 30
const issuer = 'Nido'

export const modesOf = (user: TwoFactorUser) => twoFactorModesOf(user.settings)
const lastStepOf = (user: TwoFactorUser): number | undefined => {
  const step = user.settings.twoFactorTotpLastStep
  return typeof step === 'number' ? step : undefined
}

export async function mustLoad(db: Queryable, userId: string): Promise<TwoFactorUser> {
  const user = await twoFactorUser(db, userId)
  if (!user) throw new AppError('INVALID_USER')
  return user
}

/** Counts a failure and answers TOO_MANY_REQUESTS once the limit is reached. */
export async function limited(deps: AppDeps, key: string, max: number): Promise<void> {
  if ((await deps.rateLimits.peek(key)) >= max) throw new AppError('TOO_MANY_REQUESTS')
}
export const fail = (deps: AppDeps, key: string) => deps.rateLimits.hit(key, twoFactorLimits.windowMs)

/** Checks a TOTP code; the step it matched must be later than the last one accepted (no replay). */
export async function checkTotp(
  deps: AppDeps,
  user: TwoFactorUser,
  code: string,
  now: Date,
): Promise<{ valid: false } | { valid: true; timeStep: number }> {
  const otp = normaliseOtp(code)
  const secret = user.totpSecret ? decryptSecret(deps.secret, user.totpSecret) : null
  if (!otp || !secret) return { valid: false }
  const afterTimeStep = lastStepOf(user)
  const epoch = Math.floor(now.getTime() / 1000)
  const result = await verify({
    secret,
    token: otp,
    epoch,
    epochTolerance: totpTolerance,
    ...(afterTimeStep !== undefined ? { afterTimeStep } : {}),
  })
  if (!result.valid) return { valid: false }
  // The TOTP result names its step; the union type also covers HOTP, which only has the delta.
  return {
    valid: true,
    timeStep: 'timeStep' in result ? result.timeStep : Math.floor(epoch / 30) + result.delta,
  }
}

export async function readStatus(db: Queryable, userId: string): Promise<TwoFactorStatus> {
  const user = await mustLoad(db, userId)
  const modes = modesOf(user)
  return {
    modes,
    totpPending: !modes.includes('totp') && user.totpSecret !== null,
    recoveryCodesLeft: modes.length > 0 ? await recoveryCodesLeft(db, userId) : 0,
    email: user.email,
  }
}

/** New recovery codes, stored hashed; the clear ones are returned this once. */
async function issueRecoveryCodes(deps: AppDeps, tx: Queryable, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes()
  await replaceRecoveryCodes(
    tx,
    userId,
    codes.map((c) => codeHash(deps.secret, 'recovery', userId, c)),
  )
  return codes.map(formatRecoveryCode)
}

// --- Enrolment (/account) ---

export async function startTotp(
  deps: AppDeps,
  actor: Actor,
): Promise<{ secret: string; otpauthUri: string }> {
  const db = deps.database.db
  const user = await mustLoad(db, actor.userId)
  // Spec is silent: a second app replaces nothing while one is on; turn it off first.
  if (modesOf(user).includes('totp')) throw new AppError('CONFLICT')
  const secret = generateSecret()
  const now = deps.clock.now()
  await db.transaction(async (tx) => {
    await saveModes(tx, actor.userId, now, modesOf(user), {
      totpSecret: encryptSecret(deps.secret, secret),
      totpLastStep: null,
    })
    await audit(tx, actor, 'twoFactor.startTotp', { userId: actor.userId })
  })
  const label = user.email ?? `${actor.firstname} ${actor.lastname}`
  return { secret, otpauthUri: generateURI({ issuer, label, secret }) }
}

export interface Enabled {
  status: TwoFactorStatus
  recoveryCodes: string[] | null
}

/** Turns a mode on; the first mode also issues the recovery codes. */
async function enable(
  deps: AppDeps,
  tx: Queryable,
  actor: Actor,
  user: TwoFactorUser,
  mode: TwoFactorMode,
  extra: { totpLastStep?: number },
): Promise<string[] | null> {
  const before = modesOf(user)
  await saveModes(tx, actor.userId, deps.clock.now(), withMode(before, mode, true), extra)
  const codes = before.length === 0 ? await issueRecoveryCodes(deps, tx, actor.userId) : null
  await audit(tx, actor, 'twoFactor.enable', { userId: actor.userId, mode })
  return codes
}

export async function confirmTotp(deps: AppDeps, actor: Actor, code: string): Promise<Enabled> {
  const db = deps.database.db
  const key = `2fa:enrol:${actor.userId}`
  await limited(deps, key, twoFactorLimits.maxFailuresPerAccount)
  const user = await mustLoad(db, actor.userId)
  if (modesOf(user).includes('totp') || !user.totpSecret) throw new AppError('CONFLICT')
  const checked = await checkTotp(deps, user, code, deps.clock.now())
  if (!checked.valid) {
    await fail(deps, key)
    throw new AppError('TWO_FACTOR_CODE_INVALID')
  }
  const recoveryCodes = await db.transaction((tx) =>
    enable(deps, tx, actor, user, 'totp', { totpLastStep: checked.timeStep }),
  )
  return { status: await readStatus(db, actor.userId), recoveryCodes }
}

export async function startEmail(deps: AppDeps, actor: Actor): Promise<void> {
  const db = deps.database.db
  const user = await mustLoad(db, actor.userId)
  if (!user.email || modesOf(user).includes('email')) throw new AppError('CONFLICT')
  const sendKey = `2fa:email:${actor.userId}`
  if ((await deps.rateLimits.hit(sendKey, twoFactorLimits.windowMs)) > twoFactorLimits.maxEmailsPerAccount)
    throw new AppError('TOO_MANY_REQUESTS')
  const now = deps.clock.now()
  const code = sixDigitCode()
  const nonce = newSessionToken().token
  await db.transaction(async (tx) => {
    // One live enrolment code at a time: a new one replaces the last.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, actor.userId),
          eq(oneTimeTokens.purpose, 'email-code'),
          isNull(oneTimeTokens.usedAt),
        ),
      )
    await tx.insert(oneTimeTokens).values({
      userId: actor.userId,
      purpose: 'email-code',
      tokenHash: hashToken(nonce),
      data: { codeHash: codeHash(deps.secret, 'email-enrol', nonce, code), nonce },
      expiresAt: new Date(now.getTime() + twoFactorLimits.emailCodeTtlMs),
    })
    await enqueueEmailCode(
      tx,
      { email: user.email!, language: user.language },
      code,
      twoFactorLimits.emailCodeTtlMs / 60_000,
    )
    await audit(tx, actor, 'twoFactor.startEmail', { userId: actor.userId })
  })
}

export async function confirmEmail(deps: AppDeps, actor: Actor, code: string): Promise<Enabled> {
  const db = deps.database.db
  const key = `2fa:enrol:${actor.userId}`
  await limited(deps, key, twoFactorLimits.maxFailuresPerAccount)
  const user = await mustLoad(db, actor.userId)
  if (modesOf(user).includes('email')) throw new AppError('CONFLICT')
  const now = deps.clock.now()
  const [pending] = await db
    .select({ id: oneTimeTokens.id, data: oneTimeTokens.data })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, actor.userId),
        eq(oneTimeTokens.purpose, 'email-code'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeTokens.createdAt))
    .limit(1)
  const otp = normaliseOtp(code)
  const nonce = typeof pending?.data.nonce === 'string' ? pending.data.nonce : ''
  if (!pending || !otp || pending.data.codeHash !== codeHash(deps.secret, 'email-enrol', nonce, otp)) {
    await fail(deps, key)
    throw new AppError('TWO_FACTOR_CODE_INVALID')
  }
  const recoveryCodes = await db.transaction(async (tx) => {
    const used = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, pending.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id })
    if (used.length === 0) throw new AppError('TWO_FACTOR_CODE_INVALID')
    return enable(deps, tx, actor, user, 'email', {})
  })
  return { status: await readStatus(db, actor.userId), recoveryCodes }
}

/** Turning two-factor off (one mode, or all) needs the password. */
async function checkPassword(deps: AppDeps, user: TwoFactorUser, password: string): Promise<void> {
  const key = `2fa:password:${user.id}`
  await limited(deps, key, twoFactorLimits.maxPasswordFailures)
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    await fail(deps, key)
    throw new AppError('INVALID_CREDENTIALS')
  }
}

export async function disable(
  deps: AppDeps,
  actor: Actor,
  input: { password: string; mode?: TwoFactorMode | undefined },
): Promise<TwoFactorStatus> {
  const db = deps.database.db
  const user = await mustLoad(db, actor.userId)
  await checkPassword(deps, user, input.password)
  const before = modesOf(user)
  const after = input.mode ? withMode(before, input.mode, false) : []
  await db.transaction(async (tx) => {
    await saveModes(tx, actor.userId, deps.clock.now(), after, {
      ...(after.includes('totp') ? {} : { totpSecret: null, totpLastStep: null }),
    })
    if (after.length === 0) await replaceRecoveryCodes(tx, actor.userId, [])
    await audit(tx, actor, 'twoFactor.disable', { userId: actor.userId, mode: input.mode ?? 'all' })
  })
  return readStatus(db, actor.userId)
}

export async function regenerateRecoveryCodes(
  deps: AppDeps,
  actor: Actor,
  password: string,
): Promise<string[]> {
  const db = deps.database.db
  const user = await mustLoad(db, actor.userId)
  if (modesOf(user).length === 0) throw new AppError('CONFLICT')
  await checkPassword(deps, user, password)
  return db.transaction(async (tx) => {
    const codes = await issueRecoveryCodes(deps, tx, actor.userId)
    await audit(tx, actor, 'twoFactor.regenerateRecoveryCodes', { userId: actor.userId })
    return codes
  })
}
