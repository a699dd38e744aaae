import { twoFactorModes, type TwoFactorMode } from '../enums/security'
import type { ProfileType, UserStatus } from '../enums/people'

// Pure rules of the sign-in branches, two-factor authentication and impersonation
// (docs/two-factor-and-impersonation.md). The server applies them; the web uses the same ones to
// choose what to show.

/** How a second step may be answered: one of the user's modes, or a recovery code. */
export const secondFactorMethods = [...twoFactorModes, 'recovery'] as const
export type SecondFactorMethod = (typeof secondFactorMethods)[number]

/**
 * Spec 001 §3 settings.twoFactorAuthModes: the modes a user turned on, known ones only, each once,
 * in the catalogue's order (an authenticator app first: it sends nothing and costs nothing).
 */
export function twoFactorModesOf(settings: unknown): TwoFactorMode[] {
  const raw =
    settings && typeof settings === 'object' && 'twoFactorAuthModes' in settings
      ? settings.twoFactorAuthModes
      : undefined
  if (!Array.isArray(raw)) return []
  return twoFactorModes.filter((mode) => raw.includes(mode))
}

/** The method a new challenge starts with: the authenticator app when on, else the e-mail code. */
export function defaultSecondFactor(modes: readonly TwoFactorMode[]): TwoFactorMode | null {
  return modes.includes('totp') ? 'totp' : modes.includes('email') ? 'email' : null
}

/** The modes after turning one on or off, normalised like twoFactorModesOf. */
export function withMode(modes: readonly TwoFactorMode[], mode: TwoFactorMode, on: boolean): TwoFactorMode[] {
  return twoFactorModes.filter((m) => (m === mode ? on : modes.includes(m)))
}

/**
 * Spec 001 §7 Login row: the endpoint's branch is chosen by the payload. The order matters only
 * for bodies that carry several keys, which the contract refuses anyway (each branch is strict).
 */
export type LoginBranch = 'two-factor' | 'choose-method' | 'admin' | 'fixtures' | 'external' | 'standard'

export function loginBranchOf(body: object): LoginBranch {
  if ('key' in body) return 'two-factor'
  if ('chooseMethod' in body) return 'choose-method'
  if ('adminToken' in body) return 'admin'
  if ('fixturesCode' in body) return 'fixtures'
  if ('state' in body) return 'external'
  return 'standard'
}

/**
 * Recovery codes: 10 characters from an alphabet without look-alikes, shown as `xxxxx-xxxxx`.
 * What the user types is compared after removing spaces and dashes and lowering the case.
 */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
export const recoveryCodeLength = 10
export const recoveryCodeCount = 10

export function normaliseRecoveryCode(input: string): string {
  return input.replace(/[\s-]/g, '').toLowerCase()
}

export function isRecoveryCodeShape(input: string): boolean {
  const code = normaliseRecoveryCode(input)
  return code.length === recoveryCodeLength && [...code].every((c) => recoveryCodeAlphabet.includes(c))
}

export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

/** A six-digit code (authenticator app or e-mail), spaces allowed as typed from a phone. */
export function normaliseOtp(input: string): string | null {
  const code = input.replace(/\s/g, '')
  return /^\d{6}$/.test(code) ? code : null
}

/** Shows where an e-mail code went without spelling the whole address out: `j•••@example.org`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  return `${email[0]}•••${email.slice(at)}`
}

/**
 * Only a super admin impersonates, never themselves, never another super admin,
 * and only an active account (an inactive one could not sign in either).
 */
export function mayImpersonate(
  actor: { userId: string; profileType: ProfileType },
  target: { id: string; profileType: ProfileType; status: UserStatus },
): boolean {
  return (
    actor.profileType === 'SUPER_ADMIN' &&
    target.profileType !== 'SUPER_ADMIN' &&
    target.id !== actor.userId &&
    target.status === 'Active'
  )
}
