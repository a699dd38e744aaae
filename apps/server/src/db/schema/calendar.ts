import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { calendarAlertUnits, calendarColours, calendarRecurrences } from '@nido/domain/enums/calendar'
import { id, timestamps } from './columns'
import { users } from './people'
import { schools } from './structure'

// Calendar (spec 001 §3 Calendar event). Who sees an event is its row in the news index
// (type Event, the sharing list as targets), so there is no targets table here.

export const calendarColourEnum = pgEnum('calendar_colour', calendarColours)
export const calendarAlertUnitEnum = pgEnum('calendar_alert_unit', calendarAlertUnits)
export const calendarRecurrenceEnum = pgEnum('calendar_recurrence', calendarRecurrences)

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: id(),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    // An author who leaves does not take the school's events with them.
    ownerId: uuid().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    allDay: boolean().notNull().default(false),
    colour: calendarColourEnum().notNull().default('blue'),
    alert: boolean().notNull().default(false),
    alertNumber: integer().notNull().default(0),
    alertUnit: calendarAlertUnitEnum().notNull().default('minutes'),
    recurrence: calendarRecurrenceEnum().notNull().default('none'),
    /** Last day an occurrence may start, in the event's time zone; null: no end. */
    recurrenceUntil: date({ mode: 'string' }),
    /** Days without an occurrence (`YYYY-MM-DD`, event's time zone). */
    exceptionDates: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    timezone: text().notNull(),
    ...timestamps,
  },
  (t) => [
    // The range query: events starting before the range's end, by school (director's scope)
    // and through the news index (everyone else).
    index('calendar_events_school_start_idx').on(t.schoolId, t.startsAt, t.id),
    index('calendar_events_start_idx').on(t.startsAt, t.id),
    index('calendar_events_owner_idx').on(t.ownerId),
    // The reminders' job: the events with an alert, every minute.
    index('calendar_events_alert_idx')
      .on(t.startsAt)
      .where(sql`${t.alert}`),
  ],
)

/**
 * The reminders sent, one row per occurrence (docs/notifications-push.md): the reminders' job
 * claims an occurrence here (insert … on conflict do nothing) in the transaction that queues its
 * pushes, so no occurrence of a series is reminded twice, whatever the runs and processes.
 */
export const calendarReminderSends = pgTable(
  'calendar_reminder_sends',
  {
    id: id(),
    eventId: uuid()
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    /** The start of the occurrence reminded of. */
    occurrenceStartsAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_reminder_sends_occurrence_key').on(t.eventId, t.occurrenceStartsAt)],
)

/** A user's private iCalendar URL: only the SHA-256 of its token is kept. */
export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_subscriptions_user_key').on(t.userId),
    uniqueIndex('calendar_subscriptions_token_key').on(t.tokenHash),
  ],
)
