import { z } from 'zod'
import { twoFactorModes } from '../enums/security'
import { languages } from '../i18n/languages'
import { secondFactorMethods } from '../rules/two-factor'
import { zMe } from './me'
import { defineRoute } from './define'

/**
 * Spec 000 §7 Auth and spec 001 §7 Login row: one login endpoint whose branch depends on the
 * payload: standard (e-mail and password), two-factor (key), choose-method, admin (adminToken),
 * fixtures (fixturesCode) or external identity (entraLoginState sent as `state`); the language is
 * added to each. Every branch is strict, so a body matches exactly one of them
 * (rules/two-factor.ts loginBranchOf names the branch).
 */
const language = z.enum(languages).optional()
/** Opaque single-use tokens of 256 bits in base64url (43 characters). */
const zToken = z.string().min(20).max(200)

export const zStandardLogin = z
  .object({
    email: z.email().max(254),
    password: z.string().min(1).max(1024),
    /**
     * The solved challenge of a PROOF_OF_WORK_REQUIRED answer, once the account or the address
     * is under attack (rules/proof-of-work.ts, docs/security.md).
     */
    proofOfWork: z
      .object({ challenge: z.string().max(300), nonce: z.string().max(32) })
      .strict()
      .optional(),
    language,
  })
  .strict()

/** Second step: the code of the current method, or a recovery code with method `recovery`. */
export const zTwoFactorLogin = z
  .object({
    challengeToken: zToken,
    key: z.string().trim().min(1).max(64),
    method: z.enum(secondFactorMethods).optional(),
    language,
  })
  .strict()

/** Second step, switching method when several modes are on (an e-mail code is sent when chosen). */
export const zChooseMethodLogin = z
  .object({
    challengeToken: zToken,
    chooseMethod: z.enum(twoFactorModes),
    language,
  })
  .strict()

/** Impersonation: the single-use token a super admin obtained (contracts/impersonation.ts). */
export const zAdminLogin = z.object({ adminToken: zToken, language }).strict()

/** Development only (ENABLE_FIXTURES_LOGIN): a demo account's code, its e-mail address. */
export const zFixturesLogin = z.object({ fixturesCode: z.string().trim().min(1).max(254), language }).strict()

/** External identity: the single-use state the validation route handed to the web. */
export const zExternalLogin = z.object({ state: z.string().min(1).max(512), language }).strict()

export const zLoginBody = z.union([
  zStandardLogin,
  zTwoFactorLogin,
  zChooseMethodLogin,
  zAdminLogin,
  zFixturesLogin,
  zExternalLogin,
])
export type LoginBody = z.infer<typeof zLoginBody>

/**
 * The answer to a right password of an account with two-factor on: not a session, a challenge
 * to answer with the second step within `expiresAt`.
 */
export const zLoginChallenge = z.object({
  twoFactor: z.object({
    challengeToken: z.string(),
    /** The modes the user may choose between (several: the web offers "choose method"). */
    methods: z.array(z.enum(twoFactorModes)),
    /** The method the key is expected for now. */
    method: z.enum(twoFactorModes),
    /** Where the e-mail code went, masked (`j•••@example.org`), once one was sent. */
    emailSentTo: z.string().nullable(),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
})
export type LoginChallenge = z.infer<typeof zLoginChallenge>

export const zLoginResponse = z.union([zMe, zLoginChallenge])
export type LoginResponse = z.infer<typeof zLoginResponse>

export function isLoginChallenge(response: LoginResponse): response is LoginChallenge {
  return 'twoFactor' in response
}

export const zFixtureAccounts = z.object({
  accounts: z.array(z.object({ code: z.string(), profileType: z.string(), label: z.string() })),
})

export const authContract = {
  login: defineRoute({
    action: 'auth.login',
    method: 'POST',
    path: '/api/v1/auth/login',
    summary:
      'Sign in (standard, two-factor step, choose method, admin token, fixtures, external identity); sets the HttpOnly session cookie, or answers a two-factor challenge',
    auth: 'public',
    body: zLoginBody,
    response: zLoginResponse,
  }),
  logout: defineRoute({
    action: 'auth.logout',
    method: 'POST',
    path: '/api/v1/auth/logout',
    summary: 'Sign out: revokes the session server-side and clears the cookies',
    auth: 'public',
    body: z.object({ globalLogout: z.boolean().optional() }).strict().nullish(),
    response: z.null(),
    successStatus: 204,
  }),
  fixtures: defineRoute({
    action: 'auth.fixtures',
    method: 'GET',
    path: '/api/v1/auth/fixtures',
    summary:
      'Development only (ENABLE_FIXTURES_LOGIN): the demo accounts the fixtures branch accepts; none when off',
    auth: 'public',
    response: zFixtureAccounts,
  }),
}
