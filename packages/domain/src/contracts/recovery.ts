import { z } from 'zod'
import { languages } from '../i18n/languages'
import { zOk } from './common'
import { defineRoute } from './define'
import { zMe } from './me'

// Spec 000 §7 Auth (password ask-reset and reset), §2 (/validate-email, /force-login) and spec 001
// §3 (email_validated_at). Every link sent by e-mail carries a random single-use token; the
// database keeps only its SHA-256 (one_time_tokens), with a purpose and an expiry.

/** A new password has at least this many characters (and at most 1024). */
export const passwordMinLength = 8
export const passwordMaxLength = 1024

export const zNewPassword = z.string().min(passwordMinLength).max(passwordMaxLength)

/**
 * A token from a link: base64url of 32 random bytes (43 characters). Only its length is checked:
 * anything else simply matches no stored hash.
 */
export const zLinkToken = z.string().min(20).max(200)

const zAskByEmail = z
  .object({
    email: z.email().max(254),
    /** The visitor's interface language: the mail uses the account's own language when it exists. */
    language: z.enum(languages).optional(),
  })
  .strict()

export const zResetPassword = z.object({ token: zLinkToken, password: zNewPassword }).strict()

export const recoveryContract = {
  askReset: defineRoute({
    action: 'recovery.askReset',
    method: 'POST',
    path: '/api/v1/auth/password/ask-reset',
    summary:
      'Send a password-reset link; the same answer whether or not the account exists (rate-limited per address and per IP)',
    auth: 'public',
    body: zAskByEmail,
    response: zOk,
  }),
  reset: defineRoute({
    action: 'recovery.reset',
    method: 'POST',
    path: '/api/v1/auth/password/reset',
    summary: "Set a new password with a reset link's token; ends the account's other sessions",
    auth: 'public',
    body: zResetPassword,
    response: zOk,
  }),
  validateEmail: defineRoute({
    action: 'recovery.validateEmail',
    method: 'POST',
    path: '/api/v1/auth/validate-email',
    summary: "Mark the account's e-mail address as validated with the token of a validation link",
    auth: 'public',
    body: z.object({ token: zLinkToken }).strict(),
    response: zOk,
  }),
  resendValidation: defineRoute({
    action: 'recovery.resendValidation',
    method: 'POST',
    path: '/api/v1/account/email-validation',
    summary: 'Send me a new e-mail validation link (409 CONFLICT when already validated or no e-mail)',
    auth: 'session',
    response: zOk,
  }),
  askSignInLink: defineRoute({
    action: 'recovery.askSignInLink',
    method: 'POST',
    path: '/api/v1/auth/force-login/ask',
    summary:
      'E-mail me a single-use sign-in link; the same answer whether or not the account exists (rate-limited)',
    auth: 'public',
    body: zAskByEmail,
    response: zOk,
  }),
  forceLogin: defineRoute({
    action: 'recovery.forceLogin',
    method: 'POST',
    path: '/api/v1/auth/force-login',
    summary: 'Sign in with the token of a sign-in link (refused when two-factor sign-in is on)',
    auth: 'public',
    body: z.object({ token: zLinkToken }).strict(),
    response: zMe,
  }),
  activate: defineRoute({
    action: 'recovery.activate',
    method: 'POST',
    path: '/api/v1/auth/activate',
    summary:
      "Choose the first password of an account created by the school, with the activation link's token, and sign in",
    auth: 'public',
    body: zResetPassword,
    response: zMe,
  }),
}
