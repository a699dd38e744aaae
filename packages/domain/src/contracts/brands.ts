import { z } from 'zod'
import { brandVariants } from '../enums/structure'
import { languages } from '../i18n/languages'
import { zSchoolId } from '../ids'
import { defineRoute } from './define'

/** Spec 000 §3 Brand, plus the variant (spec 000 §1) and the support e-mail. */
export const zBrand = z.object({
  id: z.string(),
  name: z.string(),
  appName: z.string(),
  variant: z.enum(brandVariants),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  supportEmail: z.string(),
  /** Asset URLs or media ids; null when the brand has none (the web uses its own). */
  favicon: z.string().nullable(),
  splash: z.string().nullable(),
  logo: z.string().nullable(),
  altLogo: z.string().nullable(),
  navBrandLogo: z.string().nullable(),
  brandLogo: z.string().nullable(),
  sponsorLabel: z.string().nullable(),
  defaultLanguage: z.enum(languages),
  language: z.enum(languages),
  /** Store name (for example appStore, playStore) → URL. */
  storeLinks: z.record(z.string(), z.string()),
  domain: z.string().nullable(),
  communicationLabel: z.string().nullable(),
  dailyLabel: z.string().nullable(),
  advisorLabel: z.string().nullable(),
  managerLabel: z.string().nullable(),
  externalRatingRedirectUrl: z.string().nullable(),
  externalIdentityTenantId: z.string().nullable(),
})
export type Brand = z.infer<typeof zBrand>

/**
 * Spec 000 §7 "brand (by schoolId or domain)": at most one of the two. A host name is compared
 * without case and without a port.
 */
export const zBrandQuery = z
  .object({
    schoolId: zSchoolId.optional(),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .max(253)
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'Expected a host name')
      .transform((host) => host.replace(/:\d+$/, '').replace(/\.$/, ''))
      .optional(),
  })
  .refine((q) => !(q.schoolId && q.domain), { message: 'Give schoolId or domain, not both' })

export const brandsContract = {
  current: defineRoute({
    action: 'brands.read',
    method: 'GET',
    path: '/api/v1/brands/current',
    summary:
      'The brand that applies: by schoolId (session; the school must be in scope), by domain (public, ' +
      'for the sign-in page), or the default brand without either (spec 000 §3, §7)',
    auth: 'public',
    query: zBrandQuery,
    response: zBrand,
  }),
}
