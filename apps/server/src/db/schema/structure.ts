import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { brandVariantEnum } from './enums'

export const groups = pgTable(
  'groups',
  {
    id: id(),
    name: text().notNull(),
    ...timestamps,
  },
  // The administration's list pages groups by name (docs/administration.md).
  (t) => [index('groups_name_idx').on(t.name, t.id)],
)

/**
 * One OpenID provider of a brand (docs/external-identity.md). `kind: 'entra'` derives the issuer
 * from `tenantId` (spec 000 §3 "external-identity tenant id"); any other provider gives `issuer`.
 */
export interface ExternalIdentityProviderSettings {
  /** The provider's key in URLs; defaults to the kind (`entra`, `oidc`). */
  key?: string
  kind?: 'entra' | 'oidc'
  /** The button's "Sign in with <name>"; defaults to Microsoft for Entra. */
  name?: string
  issuer?: string
  clientId?: string
  /** Confidential clients only; a public client (PKCE, no secret) is preferred. */
  clientSecret?: string
  tenantId?: string
  /** Defaults to openid email profile. */
  scopes?: string[]
  /** Mobile mode: the app's deep link that receives `?state=` (e.g. `nido://external-identity`). */
  mobileRedirectUri?: string
  /** Off switch that keeps the settings. */
  disabled?: boolean
}

/** The brand's main provider at the top level, further ones in `providers`. */
export interface ExternalIdentitySettings extends ExternalIdentityProviderSettings {
  providers?: ExternalIdentityProviderSettings[]
}

/** Brand look and labels (spec 000 §3 Brand); one per group, or matched by domain. */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    groupId: uuid().references(() => groups.id, { onDelete: 'set null' }),
    domain: text(),
    variant: brandVariantEnum().notNull().default('standard'),
    name: text().notNull(),
    appName: text().notNull(),
    primaryColor: text().notNull(),
    secondaryColor: text().notNull(),
    supportEmail: text().notNull(),
    defaultLanguage: text().notNull().default('en'),
    sponsorLabel: text(),
    /** favicon, splash, logo, altLogo, navBrandLogo, brandLogo: URLs or media ids. */
    assets: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** communication, daily, advisor, manager labels. */
    labels: jsonb().$type<Record<string, string>>().notNull().default({}),
    storeLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
    externalRatingRedirectUrl: text(),
    /** OpenID Connect sign-in (docs/external-identity.md): the brand's provider, and maybe more. */
    externalIdentity: jsonb().$type<ExternalIdentitySettings>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('brands_domain_key').on(t.domain), uniqueIndex('brands_group_key').on(t.groupId)],
)

export const schools = pgTable(
  'schools',
  {
    id: id(),
    groupId: uuid()
      .notNull()
      .references(() => groups.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    /** Address and position (docs/administration.md "Schools"); empty or null until set. */
    street: text().notNull().default(''),
    postcode: text().notNull().default(''),
    city: text().notNull().default(''),
    /** ISO 3166-1 alpha-2, or empty. */
    country: text().notNull().default(''),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** IANA time zone; a school's "today" is computed in it (ARCHITECTURE §5). */
    timezone: text().notNull(),
    publicPageVisible: boolean().notNull().default(false),
    /** The public page (spec 000 §3 School "public page"): a short set of contact fields. */
    publicDescription: text().notNull().default(''),
    publicPhone: text().notNull().default(''),
    publicEmail: text().notNull().default(''),
    publicWebsite: text().notNull().default(''),
    /** Media kind school-public-image, served without a session by the public URL call. */
    publicImageMediaId: uuid(),
    avatarMediaId: uuid(),
    /** Families are told of the birthdays of their children's sections too (docs/notifications.md). */
    familiesToldOfBirthdays: boolean().notNull().default(false),
    ...timestamps,
  },
  // By group for a group's pages; by name for the administration's list of every school.
  (t) => [index('schools_group_idx').on(t.groupId, t.name), index('schools_name_idx').on(t.name, t.id)],
)

export const sections = pgTable(
  'sections',
  {
    id: id(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /**
     * Set when the section is archived (docs/sections.md): it keeps its staff, children and
     * history, takes no new members and is no longer offered as a share target.
     */
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('sections_school_idx').on(t.schoolId, t.name)],
)
