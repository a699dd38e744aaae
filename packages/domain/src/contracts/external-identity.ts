import { z } from 'zod'
import { zBrandQuery } from './brands'
import { defineRoute } from './define'

// External identity with OpenID Connect (spec 000 §2 external-identity routes, §3 Brand tenant id
// and User external identity id, §7 Auth "GET external identity initiate (desktop) and validate";
// spec 001 §7 Login row: the login endpoint takes the resulting state). How the pieces fit is in
// docs/external-identity.md.

/** Where the flow ends: the desktop web, or a mobile app (deep link or the mobile redirect page). */
export const externalIdentityModes = ['desktop', 'mobile'] as const
export type ExternalIdentityMode = (typeof externalIdentityModes)[number]

/** A provider's key within its brand (`entra`, `keycloak`…): lower-case letters, digits, dashes. */
export const zProviderKey = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Expected a provider key')

export const zExternalProvider = z.object({
  key: zProviderKey,
  /** What the button says: "Sign in with <name>". */
  name: z.string(),
  kind: z.enum(['entra', 'oidc']),
})
export type ExternalProvider = z.infer<typeof zExternalProvider>

export const zExternalProviders = z.object({
  /** The brand the providers belong to; null when no brand applies. */
  brandId: z.string().nullable(),
  providers: z.array(zExternalProvider),
})
export type ExternalProviders = z.infer<typeof zExternalProviders>

/** The login page's host name, as for the brand (contracts/brands.ts). */
export const zProvidersQuery = z.object({ domain: zBrandQuery.shape.domain }).strict()

export const zInitiateQuery = z
  .object({
    brandId: z.uuid(),
    provider: zProviderKey,
    mode: z.enum(externalIdentityModes).default('desktop'),
  })
  .strict()

/**
 * What the provider appends to the redirect URI (RFC 6749 §4.1.2, RFC 9207 `iss`, Entra's
 * `session_state`). The web forwards them as they came; unknown extra parameters are dropped.
 */
export const zValidateQuery = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(4096).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  session_state: z.string().max(500).optional(),
})

export const zValidateResult = z.object({
  /** Single-use and short-lived: POST it to the login endpoint as `{ state }` (spec 001 §7). */
  state: z.string(),
  mode: z.enum(externalIdentityModes),
  /**
   * Mobile mode with an app configured for the brand: the deep link that hands the state to the
   * app. Null otherwise (the web signs in itself).
   */
  appRedirectUrl: z.string().nullable(),
})
export type ExternalValidateResult = z.infer<typeof zValidateResult>

export const externalIdentityContract = {
  providers: defineRoute({
    action: 'externalIdentity.providers',
    method: 'GET',
    path: '/api/v1/external-identity/providers',
    summary:
      'The OpenID providers the brand offers for sign-in, by domain (or the default brand), for the ' +
      '"Sign in with <name>" buttons of the login page',
    auth: 'public',
    query: zProvidersQuery,
    response: zExternalProviders,
  }),
  initiate: defineRoute({
    action: 'externalIdentity.initiate',
    method: 'GET',
    path: '/api/v1/external-identity/initiate',
    summary:
      'Starts a sign-in with an OpenID provider (authorization code with PKCE, state and nonce); ' +
      'answers the authorization URL the browser goes to (spec 000 §7 external identity initiate)',
    auth: 'public',
    query: zInitiateQuery,
    response: z.object({ authorizationUrl: z.string() }),
  }),
  validate: defineRoute({
    action: 'externalIdentity.validate',
    method: 'GET',
    path: '/api/v1/external-identity/validate',
    summary:
      'The provider sent the browser back: exchanges the code, checks the ID token, finds the account ' +
      'and answers a single-use login state (spec 000 §7 external identity validate)',
    auth: 'public',
    query: zValidateQuery,
    response: zValidateResult,
  }),
  logoutUrl: defineRoute({
    action: 'externalIdentity.logoutUrl',
    method: 'GET',
    path: '/api/v1/external-identity/logout-url',
    summary:
      "The provider's end-session address for a global logout (spec 000 §2), back to /login " +
      'afterwards; null when the user did not sign in through a provider',
    auth: 'session',
    response: z.object({ url: z.string().nullable() }),
  }),
}
