import { z } from 'zod'
import { brandVariants } from '../enums/structure'
import { languages } from '../i18n/languages'
import { idOf, zDateTime, zMediaId, zSchoolId } from '../ids'
import { defineRoute } from './define'
import { zName, zOptionalName } from './text'

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

/**
 * The installable app (docs/offline-and-install.md): the web app manifest of the brand of the host
 * name asked (else the default brand), and its icons, drawn in the brand's colours.
 */
export const brandIconNames = ['icon-192.png', 'icon-512.png', 'maskable-512.png'] as const
export type BrandIconName = (typeof brandIconNames)[number]

export const zWebManifestIcon = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
})

/** The members of a W3C web app manifest the app uses. */
export const zWebManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(zWebManifestIcon),
})
export type WebManifest = z.infer<typeof zWebManifest>

// Administration of a brand (docs/administration.md "Brands"): super admins edit every brand,
// group admins the brand of their group. The OpenID client secret is write-only: the answer only
// says whether one is set.

export const zBrandId = idOf<'Brand'>()
const zHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #rrggbb')
const zHttpsUrl = z.url({ protocol: /^https$/ }).max(500)
const zLabel = zOptionalName(40)

/** Spec 000 §3 Brand assets a brand may upload (media kind `group`, public). */
export const brandAssetKeys = ['logo', 'altLogo', 'navBrandLogo', 'brandLogo', 'favicon', 'splash'] as const
export type BrandAssetKey = (typeof brandAssetKeys)[number]
export const brandLabelKeys = ['communication', 'daily', 'advisor', 'manager'] as const
export const storeLinkKeys = ['appStore', 'playStore'] as const

export const zBrandIdentity = z.object({
  kind: z.enum(['entra', 'oidc']),
  /** The button's "Sign in with <name>". */
  name: zOptionalName(60),
  issuer: z.union([z.literal(''), zHttpsUrl]),
  clientId: zOptionalName(200),
  tenantId: zOptionalName(100),
  disabled: z.boolean(),
})

/** What the brand page shows: the stored fields, the secret reduced to whether it is set. */
export const zBrandAdmin = z.object({
  id: z.string(),
  groupId: z.string().nullable(),
  variant: z.enum(brandVariants),
  name: z.string(),
  appName: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  supportEmail: z.string(),
  defaultLanguage: z.enum(languages),
  sponsorLabel: z.string(),
  labels: z.record(z.enum(brandLabelKeys), z.string()),
  storeLinks: z.record(z.enum(storeLinkKeys), z.string()),
  externalRatingRedirectUrl: z.string(),
  /** Asset key → media id (uploaded here) or URL (set before uploads existed). */
  assets: z.record(z.string(), z.string()),
  externalIdentity: zBrandIdentity.extend({ clientSecretSet: z.boolean() }).nullable(),
})
export type BrandAdmin = z.infer<typeof zBrandAdmin>

export const zBrandUpdate = z
  .object({
    variant: z.enum(brandVariants),
    name: zName(120),
    appName: zName(60),
    primaryColor: zHexColor,
    secondaryColor: zHexColor,
    supportEmail: z.email().max(254),
    defaultLanguage: z.enum(languages),
    sponsorLabel: zLabel,
    labels: z.object({ communication: zLabel, daily: zLabel, advisor: zLabel, manager: zLabel }).strict(),
    storeLinks: z
      .object({
        appStore: z.union([z.literal(''), zHttpsUrl]),
        playStore: z.union([z.literal(''), zHttpsUrl]),
      })
      .strict(),
    externalRatingRedirectUrl: z.union([z.literal(''), zHttpsUrl]),
    /** Null removes the provider settings. */
    externalIdentity: zBrandIdentity
      .extend({
        /** Absent keeps the stored secret; a string replaces it; null removes it. */
        clientSecret: z.string().min(1).max(500).nullable().optional(),
      })
      .strict()
      .nullable(),
  })
  .strict()
export type BrandUpdate = z.input<typeof zBrandUpdate>

export const zTermsVersion = z.object({
  id: z.string(),
  language: z.enum(languages),
  version: z.number().int(),
  url: z.string(),
  annex: z.string(),
  publishedAt: zDateTime,
})
export type TermsVersion = z.infer<typeof zTermsVersion>
export const zTermsPublish = z
  .object({ language: z.enum(languages), url: zHttpsUrl, annex: z.string().max(20000).default('') })
  .strict()

const zBrandParams = z.object({ brandId: zBrandId })

export const brandsContract = {
  adminGet: defineRoute({
    action: 'brands.adminGet',
    method: 'GET',
    path: '/api/v1/brands/:brandId',
    summary: 'A brand I administer, every editable field (the OpenID client secret only as "set")',
    auth: 'session',
    params: zBrandParams,
    response: zBrandAdmin,
  }),
  update: defineRoute({
    action: 'brands.update',
    method: 'PUT',
    path: '/api/v1/brands/:brandId',
    summary: 'Edit a brand: variant, look, labels, links, OpenID provider',
    auth: 'session',
    params: zBrandParams,
    body: zBrandUpdate,
    response: zBrandAdmin,
  }),
  setAsset: defineRoute({
    action: 'brands.setAsset',
    method: 'PUT',
    path: '/api/v1/brands/:brandId/assets/:asset',
    summary: 'Make an uploaded picture (media kind group) a logo or the favicon of the brand, or remove it',
    auth: 'session',
    params: zBrandParams.extend({ asset: z.enum(brandAssetKeys) }),
    body: z.object({ mediaId: zMediaId.nullable() }).strict(),
    response: zBrandAdmin,
  }),
  termsList: defineRoute({
    action: 'brands.termsList',
    method: 'GET',
    path: '/api/v1/brands/:brandId/terms',
    summary: 'Every published terms-of-use version of the brand, by language, newest first',
    auth: 'session',
    params: zBrandParams,
    response: z.object({ items: z.array(zTermsVersion) }),
  }),
  termsPublish: defineRoute({
    action: 'brands.termsPublish',
    method: 'POST',
    path: '/api/v1/brands/:brandId/terms',
    summary: 'Publish a new terms version for a language (the highest + 1): everyone is asked again',
    auth: 'session',
    params: zBrandParams,
    body: zTermsPublish,
    response: zTermsVersion,
    successStatus: 201,
  }),
  current: defineRoute({
    action: 'brands.read',
    method: 'GET',
    path: '/api/v1/brands/current',
    summary:
      'The brand that applies: by schoolId (session; the school must be in scope), by domain (public, ' +
      'for the sign-in page; the default brand when no brand claims it), or the default brand ' +
      'without either (spec 000 §3, §7)',
    auth: 'public',
    query: zBrandQuery,
    response: zBrand,
  }),
  manifest: defineRoute({
    action: 'brands.manifest',
    method: 'GET',
    path: '/api/v1/brands/manifest',
    summary:
      'The web app manifest (application/manifest+json) in the brand of the host name asked, else the ' +
      'default brand: name, colours, icons (docs/offline-and-install.md)',
    auth: 'public',
    response: zWebManifest,
  }),
  icon: defineRoute({
    action: 'brands.icon',
    method: 'GET',
    path: '/api/v1/brands/icons/:icon',
    summary: "An app icon (PNG) in the colours of the host name's brand; `v` only changes the address",
    auth: 'public',
    params: z.object({ icon: z.enum(brandIconNames) }),
    query: z.object({ v: z.string().max(64).optional() }),
    response: z.unknown().describe('image/png'),
  }),
}
