import type { ExternalProvider } from '@nido/domain/contracts/external-identity'
import { zProviderKey } from '@nido/domain/contracts/external-identity'
import type { ExternalIdentityProviderSettings, ExternalIdentitySettings } from '../../db/schema/structure'

// A brand's OpenID providers (docs/external-identity.md), read from brands.external_identity.
// Entra is one provider among others: its issuer comes from the tenant id (spec 000 §3 Brand
// "external-identity tenant id"); any other provider names its issuer.

export interface ResolvedProvider {
  key: string
  kind: 'entra' | 'oidc'
  name: string
  issuer: string
  clientId: string
  clientSecret: string | undefined
  scopes: string[]
  mobileRedirectUri: string | undefined
}

const defaultScopes = ['openid', 'email', 'profile']

export function entraIssuer(tenantId: string): string {
  return `https://login.microsoftonline.com/${encodeURIComponent(tenantId)}/v2.0`
}

/** A setting that cannot work (no client id, no issuer, a bad key) is left out rather than shown. */
function resolve(settings: ExternalIdentityProviderSettings): ResolvedProvider | undefined {
  if (settings.disabled) return undefined
  const kind = settings.kind ?? (settings.issuer ? 'oidc' : settings.tenantId ? 'entra' : 'oidc')
  const issuer =
    kind === 'entra' ? (settings.tenantId ? entraIssuer(settings.tenantId) : undefined) : settings.issuer
  const key = settings.key ?? kind
  if (!issuer || !settings.clientId || !zProviderKey.safeParse(key).success) return undefined
  if (!URL.canParse(issuer)) return undefined
  const scopes = settings.scopes?.length ? settings.scopes : defaultScopes
  return {
    key,
    kind,
    name: settings.name ?? (kind === 'entra' ? 'Microsoft' : 'OpenID'),
    issuer: issuer.replace(/\/$/, ''),
    clientId: settings.clientId,
    clientSecret: settings.clientSecret || undefined,
    scopes: scopes.includes('openid') ? scopes : ['openid', ...scopes],
    mobileRedirectUri: settings.mobileRedirectUri || undefined,
  }
}

/** Every usable provider of a brand, the main one first; a repeated key keeps the first. */
export function brandProviders(settings: ExternalIdentitySettings | null | undefined): ResolvedProvider[] {
  if (!settings) return []
  const { providers = [], ...main } = settings
  const found: ResolvedProvider[] = []
  for (const candidate of [main, ...providers]) {
    const provider = resolve(candidate)
    if (provider && !found.some((p) => p.key === provider.key)) found.push(provider)
  }
  return found
}

export function publicProvider(p: ResolvedProvider): ExternalProvider {
  return { key: p.key, name: p.name, kind: p.kind }
}
