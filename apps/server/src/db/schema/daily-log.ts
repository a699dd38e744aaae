import { date, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { dailyEntryKinds } from '@nido/domain/enums/daily'
import type { EntryData } from '@nido/domain/contracts/daily-log'
import { id, timestamps } from './columns'
import { schools, sections } from './structure'
import { users } from './people'
import { media } from './platform'

// The care log (docs/daily-log.md). One row per entry and child (an entry logged for three children
// is three rows sharing a batch id); one row per child and day that families see as their Daily
// news item (ARCHITECTURE §6: news.reference_id of type 'Daily').

export const dailyEntryKindEnum = pgEnum('daily_entry_kind', dailyEntryKinds)

/** A child's day in the care log: the reference of its Daily news item. */
export const dailyLogDays = pgTable(
  'daily_log_days',
  {
    id: id(),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The school's local date (its time zone). */
    date: date({ mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('daily_log_days_child_date_idx').on(t.childId, t.date),
    index('daily_log_days_school_idx').on(t.schoolId, t.date),
  ],
)

export const dailyEntries = pgTable(
  'daily_entries',
  {
    id: id(),
    dayId: uuid()
      .notNull()
      .references(() => dailyLogDays.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The section the child was logged from; kept if the child moves, null if it is deleted. */
    sectionId: uuid().references(() => sections.id, { onDelete: 'set null' }),
    date: date({ mode: 'string' }).notNull(),
    /** Local `HH:mm` on a 5-minute step; sorts as text. */
    time: text().notNull(),
    kind: dailyEntryKindEnum().notNull(),
    comment: text().notNull().default(''),
    data: jsonb().$type<EntryData>().notNull(),
    /** The recorded message of an audio-message entry (its media row is attached to the batch). */
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    /** The entries one request wrote for several children. */
    batchId: uuid().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // The board and the timeline: a child's entries of a day in time order.
    index('daily_entries_child_date_idx').on(t.childId, t.date, t.time, t.id),
    // The export: a school's entries over a period.
    index('daily_entries_school_date_idx').on(t.schoolId, t.date, t.childId),
    // A day's entries; with the kind, the weekly digest counts a page's days from the index alone.
    index('daily_entries_day_kind_idx').on(t.dayId, t.kind),
    index('daily_entries_batch_idx').on(t.batchId),
  ],
)
