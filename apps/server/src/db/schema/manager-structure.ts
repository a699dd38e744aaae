import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { BillingSettings, CapacitySlot } from '@nido/domain/contracts/manager-structure'
import type { PriceCategory, PriceUnit, PricingUnit, StructureKind } from '@nido/domain/enums/manager'
import { id, timestamps } from './columns'
import { groups, schools } from './structure'

// The manager's structure settings (docs/manager.md "Structure", decision 0049). Enumerations are
// text checked by the contract's zod schema at the boundary, as the settings' options are.

/** One structure per school: what the manager bills and how. */
export const managerStructures = pgTable('manager_structures', {
  id: id(),
  schoolId: uuid()
    .notNull()
    .unique()
    .references(() => schools.id, { onDelete: 'cascade' }),
  kind: text().$type<StructureKind>().notNull(),
  capacity: integer().notNull(),
  /** A short list (at most 70) edited and read whole with the structure. */
  capacitySlots: jsonb().$type<CapacitySlot[]>().notNull().default([]),
  cafNumbers: text().array().notNull().default([]),
  currency: text().notNull().default('EUR'),
  creditorName: text().notNull().default(''),
  creditorId: text().notNull().default(''),
  iban: text().notNull().default(''),
  bic: text().notNull().default(''),
  invoicePrefix: text().notNull().default(''),
  invoiceNextNumber: integer().notNull().default(1),
  billing: jsonb().$type<BillingSettings>().notNull(),
  ...timestamps,
})

/** The pricing catalogue of a school: its service options (spec 000 §3 pricing and price units). */
export const managerServiceOptions = pgTable(
  'manager_service_options',
  {
    id: id(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    pricingUnit: text().$type<PricingUnit>().notNull(),
    unitPriceCents: integer().notNull(),
    priceUnit: text().$type<PriceUnit>().notNull(),
    priceUnitLabel: text().notNull().default(''),
    category: text().$type<PriceCategory>(),
    active: boolean().notNull().default(true),
    archivedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The catalogue pages by name within current or archived (keyset on name, id).
    index('manager_service_options_list_idx').on(t.schoolId, sql`(${t.archivedAt} is null)`, t.name, t.id),
    // Two current options of a school never share a name; archived ones may.
    uniqueIndex('manager_service_options_name_key')
      .on(t.schoolId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
  ],
)

/** Manager defaults of a group, set by its coordinators (spec 000 §6 group settings). */
export const managerGroupSettings = pgTable('manager_group_settings', {
  groupId: uuid()
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  billing: jsonb().$type<BillingSettings>().notNull(),
  defaultCurrency: text().notNull().default('EUR'),
  ...timestamps,
})
