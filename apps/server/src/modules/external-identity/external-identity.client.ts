import * as oidc from 'openid-client'
import { AppError } from '@nido/domain/errors'
import type { ResolvedProvider } from './external-identity.settings'

// The OpenID Connect relying party, with `openid-client` v6 (discovery, PKCE, ID token checks).
// Discovered configurations are cached in process for a while: a cache, not state, so several
// server processes stay interchangeable (ARCHITECTURE §1).

const cacheMs = 10 * 60_000
const cache = new Map<string, { config: Promise<oidc.Configuration>; until: number }>()

/**
 * Plain HTTP is accepted only for a provider on this machine (a development Keycloak, the test
 * provider); anywhere else the issuer must be HTTPS.
 */
function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

/** Where a provider's own failure is reported (the request's logger); the client only sees a code. */
export type FailureLog = (error: unknown, what: string) => void

export async function providerConfiguration(
  provider: ResolvedProvider,
  log: FailureLog,
  at: Date,
): Promise<oidc.Configuration> {
  const key = `${provider.issuer}|${provider.clientId}|${provider.clientSecret ?? ''}`
  const now = at.getTime()
  const hit = cache.get(key)
  if (hit && hit.until > now) return hit.config
  const issuer = new URL(provider.issuer)
  const config = oidc.discovery(
    issuer,
    provider.clientId,
    provider.clientSecret ? { client_secret: provider.clientSecret } : undefined,
    // A public client proves itself with PKCE only (no secret to leak from a config file).
    provider.clientSecret ? oidc.ClientSecretPost(provider.clientSecret) : oidc.None(),
    { timeout: 10, ...(isLocalHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}) },
  )
  cache.set(key, { config, until: now + cacheMs })
  try {
    return await config
  } catch (error) {
    cache.delete(key)
    log(error, `OpenID discovery of ${provider.issuer} failed`)
    throw new AppError('EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE')
  }
}

/** Forgets discovered providers (tests start a provider per file on a new port). */
export function clearProviderCache(): void {
  cache.clear()
}

export interface CodeExchange {
  /** The redirect URI the authorization request named, with the provider's answer appended. */
  callbackUrl: URL
  codeVerifier: string
  expectedNonce: string
  expectedState: string
}

/**
 * Exchanges the code (PKCE) and checks the ID token: signature, issuer, audience, expiry and the
 * nonce. Any failure of the provider's answer is EXTERNAL_IDENTITY_REJECTED; a network failure
 * is EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE.
 */
export async function exchangeCode(
  config: oidc.Configuration,
  input: CodeExchange,
  log: FailureLog,
): Promise<{ claims: oidc.IDToken; idToken: string }> {
  try {
    const tokens = await oidc.authorizationCodeGrant(config, input.callbackUrl, {
      pkceCodeVerifier: input.codeVerifier,
      expectedNonce: input.expectedNonce,
      expectedState: input.expectedState,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims || !tokens.id_token) throw new AppError('EXTERNAL_IDENTITY_REJECTED')
    return { claims, idToken: tokens.id_token }
  } catch (error) {
    if (error instanceof AppError) throw error
    log(error, 'OpenID code exchange failed')
    if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError'))
      throw new AppError('EXTERNAL_IDENTITY_PROVIDER_UNAVAILABLE')
    throw new AppError('EXTERNAL_IDENTITY_REJECTED')
  }
}

export { oidc }
