import { sql } from 'drizzle-orm'
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { users } from './people'
import { groups } from './structure'

/**
 * The dated rate tables of the manager's cost engine (docs/manager-pricing.md "Tables", decision
 * 0048): one row = one kind's values over a date range (valid_to inclusive, null = open).
 * `group_id` null = national (seeded, super admins edit); a group's rows win over them on their
 * dates. `values` holds integers only (cents, ppm), checked against the kind's schema by the
 * service. `seed_key` marks seeded rows so the start-up seed writes each one once.
 */
export const rateTableRows = pgTable(
  'rate_table_rows',
  {
    id: id(),
    groupId: uuid().references(() => groups.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }),
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    source: text().notNull(),
    unverified: boolean().notNull().default(false),
    seedKey: text().unique(),
    editedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    // The list (keyset: kind, valid_from desc, id) and the engine's load by kind and dates.
    index('rate_table_rows_kind_idx').on(t.kind, t.validFrom.desc(), t.id),
    index('rate_table_rows_group_idx').on(t.groupId, t.kind),
    check('rate_table_rows_dates', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
)
