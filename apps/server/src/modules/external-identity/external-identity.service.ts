import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { z } from 'zod'
import type {
  ExternalIdentityMode,
  ExternalProviders,
  ExternalValidateResult,
  zValidateQuery,
} from '@nido/domain/contracts/external-identity'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { hashToken } from '../../platform/session'
import { findBrandByDomain, findDefaultBrand } from '../brands/index'
import { exchangeCode, oidc, providerConfiguration, type FailureLog } from './external-identity.client'
import {
  findBrandById,
  findLogoutHint,
  findUserByEmail,
  findUserByExternalId,
  insertExternalRow,
  linkExternalIdentity,
  spendExternalRow,
  userBelongsToGroup,
  type BrandRow,
  type ExternalAccount,
} from './external-identity.queries'
import { brandProviders, publicProvider, type ResolvedProvider } from './external-identity.settings'

// External identity with OpenID Connect (spec 000 §2, §7 Auth; docs/external-identity.md).
// initiate → the provider → validate → a single-use login state → the login endpoint (spec 001
// §7 Login row, `completeExternalLogin`) opens the session.

export const externalIdentityLimits = {
  /** An authorization request must come back within this time. */
  requestTtlMs: 10 * 60_000,
  /** The login state only travels from the validate answer to the login call. */
  loginStateTtlMs: 2 * 60_000,
  /** Per client address, on initiate and on validate separately. */
  windowMs: 10 * 60_000,
  maxPerIp: 60,
} as const

/**
 * The redirect URIs to register at the provider, one per mode and per address the app is served
 * at (web routes of spec 000 §2).
 */
export function redirectUriFor(origin: string, mode: ExternalIdentityMode): string {
  return mode === 'mobile'
    ? `${origin}/external-identity/validate/mobile`
    : `${origin}/external-identity/validate`
}

async function limitPerIp(deps: AppDeps, step: 'initiate' | 'validate', ip: string): Promise<void> {
  const hits = await deps.rateLimits.hit(`oidc:${step}:${ip}`, externalIdentityLimits.windowMs)
  if (hits > externalIdentityLimits.maxPerIp) throw new AppError('TOO_MANY_REQUESTS')
}

/**
 * The PKCE verifier and the nonce are derived from the state with the server's secret, so the
 * database keeps only the state's hash: a leaked row can neither redeem a code nor match a token.
 */
function derive(secret: string, what: 'pkce' | 'nonce', state: string): string {
  return createHmac('sha256', secret).update(`oidc-${what}:${state}`).digest('base64url')
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** The login page's providers: the brand of the host name, or the default brand (as brands.current). */
export async function providersOfDomain(
  db: Queryable,
  domain: string | undefined,
): Promise<ExternalProviders> {
  const brand = (domain ? await findBrandByDomain(db, domain) : undefined) ?? (await findDefaultBrand(db))
  if (!brand) return { brandId: null, providers: [] }
  return { brandId: brand.id, providers: brandProviders(brand.externalIdentity).map(publicProvider) }
}

async function providerOf(
  db: Queryable,
  brandId: string,
  key: string,
): Promise<{ brand: BrandRow; provider: ResolvedProvider }> {
  const brand = await findBrandById(db, brandId)
  const provider = brand && brandProviders(brand.externalIdentity).find((p) => p.key === key)
  if (!brand || !provider) throw new AppError('NOT_FOUND')
  return { brand, provider }
}

export interface InitiateInput {
  brandId: string
  provider: string
  mode: ExternalIdentityMode
  /** Where the login page was loaded from (scheme, host, port). */
  origin: string
  ip: string
  /** The browser-binding cookie's value (set by the route). */
  binding: string
  log: FailureLog
}

/** Spec 000 §7 "GET external identity initiate": authorization code with PKCE, state and nonce. */
export async function initiate(deps: AppDeps, input: InitiateInput): Promise<{ authorizationUrl: string }> {
  await limitPerIp(deps, 'initiate', input.ip)
  const db = deps.database.db
  const { brand, provider } = await providerOf(db, input.brandId, input.provider)
  const config = await providerConfiguration(provider, input.log, deps.clock.now())
  const state = oidc.randomState()
  const redirectUri = redirectUriFor(input.origin, input.mode)
  const url = oidc.buildAuthorizationUrl(config, {
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: provider.scopes.join(' '),
    state,
    nonce: derive(deps.secret, 'nonce', state),
    code_challenge: await oidc.calculatePKCECodeChallenge(derive(deps.secret, 'pkce', state)),
    code_challenge_method: 'S256',
  })
  await insertExternalRow(db, {
    token: state,
    userId: null,
    data: {
      kind: 'request',
      brandId: brand.id,
      provider: provider.key,
      mode: input.mode,
      redirectUri,
      binding: hashToken(input.binding),
    },
    expiresAt: new Date(deps.clock.now().getTime() + externalIdentityLimits.requestTtlMs),
  })
  return { authorizationUrl: url.href }
}

export interface ValidateInput {
  query: z.output<typeof zValidateQuery>
  ip: string
  /** The browser-binding cookie, if the browser sent one. */
  binding: string | undefined
  log: FailureLog
}

/**
 * Spec 000 §7 "GET external identity validate". The state is spent first, so a replayed or
 * raced answer fails whatever happens next; the code is redeemed with the derived PKCE verifier
 * and the ID token's nonce must be the one this state asked for.
 */
export async function validate(deps: AppDeps, input: ValidateInput): Promise<ExternalValidateResult> {
  await limitPerIp(deps, 'validate', input.ip)
  const db = deps.database.db
  const now = deps.clock.now()
  const spent = await spendExternalRow(db, input.query.state, 'request', now)
  // Login CSRF: the answer must come back to the browser that started the request.
  if (!spent || !input.binding || !sameHash(spent.data.binding, hashToken(input.binding)))
    throw new AppError('EXTERNAL_IDENTITY_STATE_INVALID')
  const request = spent.data
  if (input.query.error || !input.query.code) {
    input.log(input.query.error, `OpenID provider answered ${input.query.error ?? 'without a code'}`)
    throw new AppError('EXTERNAL_IDENTITY_REJECTED')
  }
  const { brand, provider } = await providerOf(db, request.brandId, request.provider)
  const config = await providerConfiguration(provider, input.log, deps.clock.now())

  const callbackUrl = new URL(request.redirectUri)
  for (const [name, value] of Object.entries(input.query))
    if (typeof value === 'string') callbackUrl.searchParams.set(name, value)
  const { claims, idToken } = await exchangeCode(
    config,
    {
      callbackUrl,
      codeVerifier: derive(deps.secret, 'pkce', input.query.state),
      expectedNonce: derive(deps.secret, 'nonce', input.query.state),
      expectedState: input.query.state,
    },
    input.log,
  )

  const user = await accountOf(db, brand, provider, claims, now)
  const loginState = randomBytes(32).toString('base64url')
  await insertExternalRow(db, {
    token: loginState,
    userId: user.id,
    data: { kind: 'login', brandId: brand.id, provider: provider.key, idToken },
    expiresAt: new Date(now.getTime() + externalIdentityLimits.loginStateTtlMs),
  })
  return {
    state: loginState,
    mode: request.mode,
    appRedirectUrl:
      request.mode === 'mobile' && provider.mobileRedirectUri
        ? withQuery(provider.mobileRedirectUri, { state: loginState })
        : null,
  }
}

function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.href
}

/**
 * The stored identity: Entra's `oid` (spec 001 §3 entra_oid), the same person in every brand that
 * uses Entra; for any other provider the issuer and `sub` together, because an issuer chooses its
 * own subjects and must not be able to claim another provider's.
 */
export function externalIdentityIdOf(provider: ResolvedProvider, claims: oidc.IDToken): string {
  if (provider.kind === 'entra' && typeof claims['oid'] === 'string' && claims['oid']) return claims['oid']
  return `${String(claims.iss)}|${claims.sub}`
}

/** OIDC Core §5.1 email_verified; Entra vouches with the optional claim xms_edov instead. */
function emailVerified(provider: ResolvedProvider, claims: oidc.IDToken): boolean {
  const flag = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1'
  return flag(claims['email_verified']) || (provider.kind === 'entra' && flag(claims['xms_edov']))
}

/**
 * Which account signs in: the one holding this identity; on a first sign-in, the one active
 * account of the brand's group whose e-mail the provider vouches for, which then keeps the
 * identity. Children sign in with their own password only (spec 000 §1 childrenLogin).
 */
async function accountOf(
  db: Queryable,
  brand: BrandRow,
  provider: ResolvedProvider,
  claims: oidc.IDToken,
  now: Date,
): Promise<ExternalAccount> {
  const externalId = externalIdentityIdOf(provider, claims)
  const linked = await findUserByExternalId(db, externalId)
  if (linked) {
    if (linked.status !== 'Active') throw new AppError('INVALID_USER')
    return linked
  }
  const email = typeof claims['email'] === 'string' ? claims['email'].trim() : ''
  if (!email) throw new AppError('EXTERNAL_IDENTITY_NO_ACCOUNT')
  if (!emailVerified(provider, claims)) throw new AppError('EXTERNAL_IDENTITY_EMAIL_NOT_VERIFIED')
  const user = await findUserByEmail(db, email)
  const eligible =
    user &&
    user.status === 'Active' &&
    user.externalIdentityId === null &&
    user.profileType !== 'CHILD' &&
    (brand.groupId === null || (await userBelongsToGroup(db, user.id, brand.groupId)))
  if (!user || !eligible) throw new AppError('EXTERNAL_IDENTITY_NO_ACCOUNT')
  await db.transaction(async (tx) => {
    await linkExternalIdentity(tx, user.id, externalId, now)
    await audit(tx, { userId: user.id, impersonatorId: null }, 'externalIdentity.link', {
      brandId: brand.id,
      provider: provider.key,
    })
  })
  return { ...user, externalIdentityId: externalId }
}

/**
 * Spec 000 §2 global logout: the provider's end-session address with the ID token of the user's
 * latest external sign-in, back to /login. Null without such a sign-in or when the provider has
 * no end-session endpoint (or cannot be reached: signing out of Nido must not wait on it).
 */
export async function logoutUrl(
  deps: AppDeps,
  userId: string,
  origin: string,
  log: FailureLog,
): Promise<string | null> {
  const db = deps.database.db
  const hint = await findLogoutHint(db, userId, deps.clock.now())
  if (!hint) return null
  const brand = await findBrandById(db, hint.brandId)
  const provider = brand && brandProviders(brand.externalIdentity).find((p) => p.key === hint.provider)
  if (!provider) return null
  try {
    const config = await providerConfiguration(provider, log, deps.clock.now())
    if (!config.serverMetadata().end_session_endpoint) return null
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: hint.idToken,
      post_logout_redirect_uri: `${origin}/login`,
    }).href
  } catch (error) {
    if (error instanceof AppError) return null
    throw error
  }
}
