import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { openingTypeEnum } from './enums'
import { users } from './people'
import { brands, schools } from './structure'

/**
 * Feature flags per school, or global when school_id is null (spec 000 §3, §9).
 * `enabled`: null → BYPASS, true → ACTIVE, false → DISABLED (spec 000 §4).
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    id: id(),
    schoolId: uuid().references(() => schools.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    enabled: boolean(),
    options: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [unique('feature_flags_key').on(t.schoolId, t.key).nullsNotDistinct()],
)

/**
 * Weekly opening hours (type Opening with a weekday) and exceptional closings (type Closing
 * with a date range; no times means the whole day).
 */
export const openings = pgTable(
  'openings',
  {
    id: id(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    type: openingTypeEnum().notNull(),
    weekday: smallint(),
    startsAt: time(),
    endsAt: time(),
    dateFrom: date({ mode: 'string' }),
    dateTo: date({ mode: 'string' }),
    label: text(),
    ...timestamps,
  },
  (t) => [
    index('openings_school_idx').on(t.schoolId, t.type, t.weekday),
    // The manager's closings list pages by first day (docs/manager.md "Openings").
    index('openings_closings_idx').on(t.schoolId, t.type, t.dateFrom, t.id),
  ],
)

/** Terms-of-use documents per language (spec 000 §9: nl_BE falls back to English). */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    brandId: uuid().references(() => brands.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    version: integer().notNull(),
    url: text().notNull(),
    /** Annex text with placeholders {{user}}, {{date}}, {{school}}, {{child}} (spec 001 §3 CGU). */
    annex: text().notNull().default(''),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [unique('terms_key').on(t.brandId, t.language, t.version).nullsNotDistinct()],
)

/** Acceptance by a user, or by a guardian for one child (spec 000 §4). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: id(),
    termsId: uuid()
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [unique('terms_acceptances_key').on(t.userId, t.childId, t.termsId).nullsNotDistinct()],
)

/** In-app messages: HTML and a button per language (spec 000 §3). */
export const inAppMessages = pgTable(
  'in_app_messages',
  {
    id: id(),
    contentHtml: jsonb().$type<Record<string, string>>().notNull(),
    button: jsonb().$type<Record<string, { title: string; url: string | null }>>().notNull(),
    /** Null: everyone; otherwise only these profile types. */
    profileTypes: text().array(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('in_app_messages_window_idx').on(t.startsAt)],
)

export const inAppMessageDismissals = pgTable(
  'in_app_message_dismissals',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid()
      .notNull()
      .references(() => inAppMessages.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
)
