import { z } from 'zod'
import { zBrandColor, zSetupClaim, type SetupClaim } from '@nido/domain/contracts/setup'
import type { Language } from '@nido/domain/i18n/languages'

// The setup page's values (docs/forms.md): the contract's own fields (zSetupClaim), flat for the
// page, plus what only the form checks: the password typed twice.

const claim = zSetupClaim.shape
const when = () => true
const color = z.string().refine((v) => zBrandColor.safeParse(v).success, { message: 'setup:errors.color' })

export const zSetupForm = z
  .object({
    groupName: claim.group.shape.name,
    brandName: claim.brand.shape.name,
    primaryColor: color,
    secondaryColor: color,
    defaultLanguage: claim.brand.shape.defaultLanguage,
    firstname: claim.admin.shape.firstname,
    lastname: claim.admin.shape.lastname,
    email: claim.admin.shape.email,
    password: claim.admin.shape.password,
    confirm: z.string(),
  })
  .refine((f) => f.password === f.confirm, { path: ['confirm'], message: 'setup:errors.mismatch', when })

export type SetupForm = z.infer<typeof zSetupForm>

export function defaultSetupForm(language: Language): SetupForm {
  return {
    groupName: '',
    brandName: '',
    primaryColor: '#2E7D6B',
    secondaryColor: '#F2A541',
    defaultLanguage: language,
    firstname: '',
    lastname: '',
    email: '',
    password: '',
    confirm: '',
  }
}

export function toClaim(token: string, f: SetupForm): SetupClaim {
  return {
    token,
    group: { name: f.groupName },
    brand: {
      name: f.brandName,
      primaryColor: f.primaryColor,
      secondaryColor: f.secondaryColor,
      defaultLanguage: f.defaultLanguage,
    },
    admin: { firstname: f.firstname, lastname: f.lastname, email: f.email, password: f.password },
  }
}

/** The server's body paths (`body.brand.primaryColor`) as the page's fields. */
export const serverFieldNames = {
  'group.name': 'groupName',
  'brand.name': 'brandName',
  'brand.primaryColor': 'primaryColor',
  'brand.secondaryColor': 'secondaryColor',
  'brand.defaultLanguage': 'defaultLanguage',
  'admin.firstname': 'firstname',
  'admin.lastname': 'lastname',
  'admin.email': 'email',
  'admin.password': 'password',
} as const satisfies Record<string, keyof SetupForm>
