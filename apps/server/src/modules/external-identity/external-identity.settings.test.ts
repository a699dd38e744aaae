import { describe, expect, it } from 'vitest'
import { brandProviders, entraIssuer } from './external-identity.settings'

// docs/external-identity.md: how brands.external_identity becomes the brand's providers.
describe('external identity settings (spec 000 §3 Brand external-identity tenant id)', () => {
  it('Entra derives its issuer from the tenant id and is called Microsoft', () => {
    const [p] = brandProviders({ kind: 'entra', tenantId: 'tid-1', clientId: 'c' })
    expect(p).toMatchObject({
      key: 'entra',
      kind: 'entra',
      name: 'Microsoft',
      issuer: 'https://login.microsoftonline.com/tid-1/v2.0',
      scopes: ['openid', 'email', 'profile'],
    })
    expect(entraIssuer('a/b')).toBe('https://login.microsoftonline.com/a%2Fb/v2.0')
  })

  it('a tenant id alone means Entra; an issuer means any OpenID provider', () => {
    expect(brandProviders({ tenantId: 't', clientId: 'c' })[0]?.kind).toBe('entra')
    expect(
      brandProviders({ issuer: 'https://id.example.test/realms/nido/', clientId: 'c' })[0],
    ).toMatchObject({
      kind: 'oidc',
      key: 'oidc',
      issuer: 'https://id.example.test/realms/nido',
    })
  })

  it('lists the main provider first, then the others; repeated keys and unusable entries are left out', () => {
    const providers = brandProviders({
      kind: 'entra',
      tenantId: 't',
      clientId: 'c',
      providers: [
        { key: 'keycloak', name: 'Keycloak', issuer: 'https://kc.example.test/realms/a', clientId: 'k' },
        { key: 'entra', issuer: 'https://other.example.test', clientId: 'x' },
        { key: 'no-client', issuer: 'https://kc.example.test' },
        { key: 'Bad Key', issuer: 'https://kc.example.test', clientId: 'k' },
        { key: 'off', issuer: 'https://kc.example.test', clientId: 'k', disabled: true },
        { key: 'not-a-url', issuer: 'nope', clientId: 'k' },
      ],
    })
    expect(providers.map((p) => p.key)).toEqual(['entra', 'keycloak'])
  })

  it('always asks for openid, and nothing without settings', () => {
    expect(brandProviders({ issuer: 'https://x.test', clientId: 'c', scopes: ['email'] })[0]?.scopes).toEqual(
      ['openid', 'email'],
    )
    expect(brandProviders(null)).toEqual([])
    expect(brandProviders({})).toEqual([])
  })
})
