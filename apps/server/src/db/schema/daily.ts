import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { DeparturePerson, MorningWordItem } from '@nido/domain/contracts/daily'
import { id, timestamps } from './columns'
import { users } from './people'
import { schools } from './structure'

// Daily (docs/daily.md): a child's check-in and morning word of a day, staff check-in codes and
// staff check-ins. "date" is the school's local day (ARCHITECTURE §5); arrival and departure are
// the school's local `HH:mm` (spec 001 §3 Check-in), so the day and the times never move with the
// server's time zone. Staff check-ins are instants (the tablet's clock is the server's clock).

const hhmm = (column: string) => sql.raw(`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)

/** Spec 001 §3 Check-in: date, arrival, departure (HH:mm or null), and who picks the child up. */
export const dailyCheckIns = pgTable(
  'daily_check_ins',
  {
    id: id(),
    /** The child's school that day: the board lists a school's day with one index range. */
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    arrival: text(),
    departure: text(),
    /** Exclusive fields (spec 001 §5): a guardian, contract holder, allowed person, or free text. */
    pickup: jsonb().$type<DeparturePerson>(),
    /** Who saved last (a guardian or a staff member); kept when they leave. */
    updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('daily_check_ins_child_date_key').on(t.childId, t.date),
    index('daily_check_ins_school_date_idx').on(t.schoolId, t.date, t.childId),
    check('daily_check_ins_arrival_format', hhmm('arrival')),
    check('daily_check_ins_departure_format', hhmm('departure')),
    check('daily_check_ins_order', sql`arrival is null or departure is null or arrival <= departure`),
  ],
)

/** Spec 001 §3 Morning word: date, allFine, the items (one per type). */
export const dailyMorningWords = pgTable(
  'daily_morning_words',
  {
    id: id(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    allFine: boolean().notNull().default(false),
    items: jsonb().$type<MorningWordItem[]>().notNull().default([]),
    updatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('daily_morning_words_child_date_key').on(t.childId, t.date),
    index('daily_morning_words_school_date_idx').on(t.schoolId, t.date, t.childId),
  ],
)

/**
 * A staff member's personal check-in code in a school (spec 000 §2 /daily/check-in/pro). Stored
 * as a deterministic hash per school (modules/daily/daily.codes.ts: keyed with the server secret,
 * unkeyed for seeded demo codes), not a salted one: a 4–6 digit code must be found from the code
 * alone on the shared tablet, and the unique index keeps two staff from sharing one.
 */
export const dailyStaffCodes = pgTable(
  'daily_staff_codes',
  {
    id: id(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('daily_staff_codes_user_key').on(t.schoolId, t.userId),
    uniqueIndex('daily_staff_codes_code_key').on(t.schoolId, t.codeHash),
  ],
)

/** A staff member's presence in a school: clocked in, then out (supervision ratio, spec 001 §9). */
export const dailyStaffCheckIns = pgTable(
  'daily_staff_check_ins',
  {
    id: id(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The school's local day of the arrival. */
    date: date({ mode: 'string' }).notNull(),
    arrivedAt: timestamp({ withTimezone: true }).notNull(),
    departedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('daily_staff_check_ins_school_date_idx').on(t.schoolId, t.date, t.arrivedAt, t.id),
    index('daily_staff_check_ins_user_idx').on(t.userId, t.date),
    // One open presence per person and school: a double tap cannot clock someone in twice.
    uniqueIndex('daily_staff_check_ins_open_key')
      .on(t.schoolId, t.userId)
      .where(sql`departed_at is null`),
    check('daily_staff_check_ins_order', sql`departed_at is null or departed_at >= arrived_at`),
  ],
)
