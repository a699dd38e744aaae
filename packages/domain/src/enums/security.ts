// Spec 001 §3 user settings (twoFactorAuthModes) and the single-use tokens (docs/mail-and-recovery.md).

/** Two-factor modes a user can turn on (spec 001 §3 twoFactorAuthModes). */
export const twoFactorModes = ['totp', 'email'] as const
export type TwoFactorMode = (typeof twoFactorModes)[number]

/** What a single-use token is for; each purpose has its own lifetime. */
export const oneTimeTokenPurposes = [
  'password-reset',
  'email-validation',
  'force-login',
  'login-challenge',
  'email-code',
  'oidc-state',
  'admin-token',
  'account-activation',
] as const
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number]

export const outboxStatuses = ['queued', 'sent', 'failed'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

export const deletionRequestStatuses = ['open', 'done', 'refused'] as const
export type DeletionRequestStatus = (typeof deletionRequestStatuses)[number]
