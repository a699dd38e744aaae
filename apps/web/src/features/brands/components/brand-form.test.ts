import { describe, expect, it } from 'vitest'
import type { BrandAdmin } from '@nido/domain/contracts/brands'
import { formOf, updateOf } from './brand-form'

// The brand form's write-only OpenID secret (docs/administration.md "Brands"): an empty field
// keeps the stored secret, a typed one replaces it, the box removes it.
const brand: BrandAdmin = {
  id: 'b1',
  groupId: 'g1',
  variant: 'standard',
  name: 'Brand',
  appName: 'Nido',
  primaryColor: '#112233',
  secondaryColor: '#445566',
  supportEmail: 'help@example.test',
  defaultLanguage: 'fr',
  sponsorLabel: '',
  labels: { communication: 'News', daily: '', advisor: '', manager: '' },
  storeLinks: { appStore: '', playStore: '' },
  externalRatingRedirectUrl: '',
  assets: {},
  externalIdentity: {
    kind: 'oidc',
    name: 'Keycloak',
    issuer: 'https://id.example.test',
    clientId: 'nido',
    tenantId: '',
    disabled: false,
    clientSecretSet: true,
  },
}

describe('brand form (docs/administration.md "Brands")', () => {
  it('keeps the stored secret when the field is left empty', () => {
    const update = updateOf(formOf(brand))
    expect(update.externalIdentity).not.toHaveProperty('clientSecret')
    expect(update.labels).toEqual({ communication: 'News', daily: '', advisor: '', manager: '' })
  })

  it('replaces it when typed, removes it when asked, and drops the provider when switched off', () => {
    const form = formOf(brand)
    expect(
      updateOf({ ...form, identity: { ...form.identity, clientSecret: 'new' } }).externalIdentity,
    ).toMatchObject({
      clientSecret: 'new',
    })
    expect(
      updateOf({ ...form, identity: { ...form.identity, removeSecret: true } }).externalIdentity,
    ).toMatchObject({
      clientSecret: null,
    })
    expect(updateOf({ ...form, identityEnabled: false }).externalIdentity).toBeNull()
  })
})
