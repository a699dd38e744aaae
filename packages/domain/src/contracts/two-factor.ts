import { z } from 'zod'
import { twoFactorModes } from '../enums/security'
import { defineRoute } from './define'

// Two-factor authentication on /account (spec 001 §3 settings.twoFactorAuthModes).
// Turning a mode on is a round trip that proves the factor works (a code from the app, or from the
// e-mail just sent); the first mode turned on answers the recovery codes, shown once.

export const zTwoFactorStatus = z.object({
  modes: z.array(z.enum(twoFactorModes)),
  /** An authenticator secret was handed out and waits for its first code. */
  totpPending: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Where e-mail codes go; null when the account has no address (e-mail mode unavailable). */
  email: z.string().nullable(),
})
export type TwoFactorStatus = z.infer<typeof zTwoFactorStatus>

const zCode = z.object({ code: z.string().trim().min(1).max(20) }).strict()
const zPassword = z.object({ password: z.string().min(1).max(1024) }).strict()

export const zTwoFactorEnabled = z.object({
  status: zTwoFactorStatus,
  /** Only when this was the first mode: the codes, in clear, this one time. */
  recoveryCodes: z.array(z.string()).nullable(),
})

export const twoFactorContract = {
  status: defineRoute({
    action: 'twoFactor.read',
    method: 'GET',
    path: '/api/v1/two-factor',
    summary: 'My two-factor modes and how many recovery codes are left',
    auth: 'session',
    response: zTwoFactorStatus,
  }),
  startTotp: defineRoute({
    action: 'twoFactor.startTotp',
    method: 'POST',
    path: '/api/v1/two-factor/totp',
    summary: 'Start enrolling an authenticator app: a new secret and its otpauth:// URI (for the QR code)',
    auth: 'session',
    response: z.object({ secret: z.string(), otpauthUri: z.string() }),
  }),
  confirmTotp: defineRoute({
    action: 'twoFactor.confirmTotp',
    method: 'POST',
    path: '/api/v1/two-factor/totp/confirmation',
    summary: 'Turn the authenticator app on with a first code from it',
    auth: 'session',
    body: zCode,
    response: zTwoFactorEnabled,
  }),
  startEmail: defineRoute({
    action: 'twoFactor.startEmail',
    method: 'POST',
    path: '/api/v1/two-factor/email',
    summary: 'Start turning e-mail codes on: sends a code to my address',
    auth: 'session',
    response: z.null(),
    successStatus: 204,
  }),
  confirmEmail: defineRoute({
    action: 'twoFactor.confirmEmail',
    method: 'POST',
    path: '/api/v1/two-factor/email/confirmation',
    summary: 'Turn e-mail codes on with the code just sent',
    auth: 'session',
    body: zCode,
    response: zTwoFactorEnabled,
  }),
  disable: defineRoute({
    action: 'twoFactor.disable',
    method: 'POST',
    path: '/api/v1/two-factor/disable',
    summary: 'Turn one mode off, or all of two-factor without `mode`; needs my password',
    auth: 'session',
    body: zPassword.extend({ mode: z.enum(twoFactorModes).optional() }).strict(),
    response: zTwoFactorStatus,
  }),
  regenerateRecoveryCodes: defineRoute({
    action: 'twoFactor.regenerateRecoveryCodes',
    method: 'POST',
    path: '/api/v1/two-factor/recovery-codes',
    summary: 'Replace my recovery codes (the old ones stop working); needs my password',
    auth: 'session',
    body: zPassword,
    response: z.object({ recoveryCodes: z.array(z.string()) }),
  }),
}
