import { z } from 'zod'
import { languages } from '../i18n/languages'
import { defineRoute } from './define'
import { zMe } from './me'
import { zNewPassword } from './recovery'

// First run of a real install (docs/deploy.md "Installing for your organisation"): a server started
// on an empty database without the demo prints a one-time setup link; whoever holds its token
// creates the group, its brand and the first group administrator, and is signed in.

/** A brand colour as the web's colour input gives it: `#rrggbb`. */
export const zBrandColor = z.string().regex(/^#[0-9a-fA-F]{6}$/)

/**
 * The token of the setup link. An empty or malformed token is not a validation error: every token
 * that does not open the install answers SETUP_TOKEN_INVALID alike.
 */
export const zSetupToken = z.string().max(200)

export const zSetupClaim = z
  .object({
    token: zSetupToken,
    group: z.object({ name: z.string().trim().min(1).max(120) }).strict(),
    brand: z
      .object({
        name: z.string().trim().min(1).max(120),
        primaryColor: zBrandColor,
        secondaryColor: zBrandColor,
        defaultLanguage: z.enum(languages),
      })
      .strict(),
    admin: z
      .object({
        firstname: z.string().trim().min(1).max(100),
        lastname: z.string().trim().min(1).max(100),
        email: z.email().max(254),
        password: zNewPassword,
      })
      .strict(),
  })
  .strict()

export type SetupClaim = z.infer<typeof zSetupClaim>

export const setupContract = {
  claim: defineRoute({
    action: 'setup.claim',
    method: 'POST',
    path: '/api/v1/setup',
    summary:
      'Claim a new install with its one-time setup token: creates the group, its brand and the first group administrator, and signs them in (rate-limited)',
    auth: 'public',
    body: zSetupClaim,
    response: zMe,
  }),
}
