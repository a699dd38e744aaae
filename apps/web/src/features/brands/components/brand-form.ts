import { z } from 'zod'
import {
  zBrandIdentity,
  zBrandUpdate,
  type BrandAdmin,
  type BrandUpdate,
} from '@nido/domain/contracts/brands'

// The brand page's form (docs/administration.md "Brands"), checked by the contract's own rules
// (docs/forms.md). The OpenID provider is a switch plus its fields; the client secret is
// write-only: left empty it is kept, typed it replaces the stored one, `removeSecret` deletes it.

export const zBrandForm = zBrandUpdate.omit({ externalIdentity: true }).extend({
  identityEnabled: z.boolean(),
  identity: zBrandIdentity.extend({ clientSecret: z.string().max(500), removeSecret: z.boolean() }),
})
export type BrandForm = z.input<typeof zBrandForm>

export function formOf(brand: BrandAdmin): BrandForm {
  const identity = brand.externalIdentity
  return {
    variant: brand.variant,
    name: brand.name,
    appName: brand.appName,
    primaryColor: brand.primaryColor,
    secondaryColor: brand.secondaryColor,
    supportEmail: brand.supportEmail,
    defaultLanguage: brand.defaultLanguage,
    sponsorLabel: brand.sponsorLabel,
    labels: { ...brand.labels },
    storeLinks: { ...brand.storeLinks },
    externalRatingRedirectUrl: brand.externalRatingRedirectUrl,
    identityEnabled: identity !== null,
    identity: {
      kind: identity?.kind ?? 'oidc',
      name: identity?.name ?? '',
      issuer: identity?.issuer ?? '',
      clientId: identity?.clientId ?? '',
      tenantId: identity?.tenantId ?? '',
      disabled: identity?.disabled ?? false,
      clientSecret: '',
      removeSecret: false,
    },
  }
}

export function updateOf(form: BrandForm): BrandUpdate {
  const { identityEnabled, identity, ...fields } = form
  const { clientSecret, removeSecret, ...provider } = identity
  return {
    ...fields,
    externalIdentity: identityEnabled
      ? {
          ...provider,
          ...(removeSecret ? { clientSecret: null } : clientSecret ? { clientSecret } : {}),
        }
      : null,
  }
}
