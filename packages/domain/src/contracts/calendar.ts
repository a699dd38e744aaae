import { z } from 'zod'
import {
  calendarAlertUnits,
  calendarColours,
  calendarEntryKinds,
  calendarRecurrences,
} from '../enums/calendar'
import { newsStatuses } from '../enums/content'
import {
  zChildId,
  zChildIdOut,
  zDate,
  zDateTime,
  zEventId,
  zEventIdOut,
  zSchoolId,
  zSchoolIdOut,
  zSectionId,
  zSectionIdOut,
} from '../ids'
import { zBoardPerson, zTitle } from './boards-common'
import { defineRoute, type RouteDef } from './define'

// Spec 000 §2 /calendar, §3 calendar enumerations; spec 001 §3 Calendar event, §4 Calendar
// (creation in steps, editing reuses the form, drag moves), §5 calendar rules, §7 "Move calendar
// event by {id} | PUT | body startsAt, endsAt", and the private iCalendar subscription.

/** A time-zone name the runtime knows (IANA), e.g. Europe/Paris. */
export const zTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz })
      return true
    } catch {
      return false
    }
  }, 'Unknown time zone')

const zEventParams = z.object({ id: zEventId })

/** Spec 001 §3 sharingList: sections, schools and children, within the author's scope. */
export const zCalendarSharing = z.object({
  sectionIds: z.array(zSectionId).max(500).default([]),
  schoolIds: z.array(zSchoolId).max(100).default([]),
  childIds: z.array(zChildId).max(500).default([]),
})
export type CalendarSharing = z.infer<typeof zCalendarSharing>

/** Spec 001 §3 recurrence.frequency, with an optional last day and exception dates. */
export const zCalendarRecurrence = z.object({
  frequency: z.enum(calendarRecurrences).default('none'),
  /** The last day an occurrence may start (in the event's time zone); null: no end. */
  until: zDate.nullable().default(null),
  /** Days (in the event's time zone) on which no occurrence takes place. */
  exceptions: z.array(zDate).max(500).default([]),
})
export type CalendarRecurrenceInput = z.input<typeof zCalendarRecurrence>

export const zCalendarEventInput = z.object({
  title: zTitle,
  description: z.string().max(5000).default(''),
  /**
   * Instants. For an all-day event, local midnight of the first day and local midnight after the
   * last day (the event's time zone); other instants are rounded to those days.
   */
  startsAt: zDateTime,
  endsAt: zDateTime,
  allDay: z.boolean().default(false),
  colour: z.enum(calendarColours).default('blue'),
  /** Spec 001 §3 alert, alert_number, alert_unit; spec 001 §9 default 0 minutes. */
  alert: z.boolean().default(false),
  alertNumber: z.number().int().min(0).max(10_000).default(0),
  alertUnit: z.enum(calendarAlertUnits).default('minutes'),
  sharing: zCalendarSharing,
  recurrence: zCalendarRecurrence.default({ frequency: 'none', until: null, exceptions: [] }),
  /** Null: the school's time zone. */
  timezone: zTimeZone.nullable().default(null),
})
export type CalendarEventInput = z.input<typeof zCalendarEventInput>

export const zCalendarEvent = z.object({
  id: zEventIdOut,
  schoolId: zSchoolIdOut,
  title: z.string(),
  description: z.string(),
  startsAt: zDateTime,
  endsAt: zDateTime,
  allDay: z.boolean(),
  colour: z.enum(calendarColours),
  alert: z.boolean(),
  alertNumber: z.number().int(),
  alertUnit: z.enum(calendarAlertUnits),
  sharing: z.object({
    sectionIds: z.array(zSectionIdOut),
    schoolIds: z.array(zSchoolIdOut),
    childIds: z.array(zChildIdOut),
  }),
  recurrence: z.object({
    frequency: z.enum(calendarRecurrences),
    until: zDate.nullable(),
    exceptions: z.array(zDate),
  }),
  timezone: z.string(),
  owner: zBoardPerson.nullable(),
  /** The state of its row in the news index (moderation of a moderated author). */
  status: z.enum(newsStatuses),
  canEdit: z.boolean(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
})
export type CalendarEvent = z.infer<typeof zCalendarEvent>

/** One thing to draw: an occurrence of an event, a birthday, a closing (read-only kinds). */
export const zCalendarEntry = z.object({
  /** Unique per occurrence: `<kind>:<id>:<first day>`. */
  key: z.string(),
  kind: z.enum(calendarEntryKinds),
  /** The event (kind `event`), else null. */
  eventId: zEventIdOut.nullable(),
  title: z.string(),
  description: z.string(),
  /** This occurrence. */
  startsAt: zDateTime,
  endsAt: zDateTime,
  allDay: z.boolean(),
  /** Days of the occurrence in its time zone (first and last, both included). */
  firstDay: zDate,
  lastDay: zDate,
  timezone: z.string(),
  colour: z.enum(calendarColours),
  recurring: z.boolean(),
  /** The series' stored times: a drag moves the whole series by the same amount. */
  seriesStartsAt: zDateTime,
  seriesEndsAt: zDateTime,
  /** The actor may move, edit and delete it. */
  editable: z.boolean(),
  /** A birthday: the age the child turns that day; otherwise null. */
  age: z.number().int().nullable(),
})
export type CalendarEntry = z.infer<typeof zCalendarEntry>

/** At most about thirteen months per request (a year view plus margins). */
export const calendarRangeMaxDays = 400

export const zCalendarRange = z
  .object({ start: zDateTime, end: zDateTime })
  .refine((r) => Date.parse(r.end) > Date.parse(r.start), { message: 'end must follow start', path: ['end'] })
  .refine((r) => Date.parse(r.end) - Date.parse(r.start) <= calendarRangeMaxDays * 86_400_000, {
    message: 'range too long',
    path: ['end'],
  })

export const zCalendarEntries = z.object({
  entries: z.array(zCalendarEntry),
  /** Spec 001 §4: the actor may create events (staff, not observers, calendar on). */
  canCreate: z.boolean(),
})
export type CalendarEntries = z.infer<typeof zCalendarEntries>

export const zCalendarMove = z.object({ startsAt: zDateTime, endsAt: zDateTime })

/**
 * The private iCalendar URL. The token is shown once, when made (only its hash is stored):
 * `path` is set in the answer of the call that makes it, null otherwise.
 */
export const zCalendarSubscription = z.object({
  active: z.boolean(),
  createdAt: zDateTime.nullable(),
  lastUsedAt: zDateTime.nullable(),
  path: z.string().nullable(),
})
export type CalendarSubscription = z.infer<typeof zCalendarSubscription>

/** 32 random bytes, base64url: 43 characters. */
export const zIcalParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })

export const calendarContract = {
  list: defineRoute({
    action: 'calendar.list',
    method: 'GET',
    path: '/api/v1/calendar/entries',
    summary: 'Occurrences of the events the actor may see in a range, with birthdays and closings',
    auth: 'session',
    query: zCalendarRange,
    response: zCalendarEntries,
  }),
  get: defineRoute({
    action: 'calendar.get',
    method: 'GET',
    path: '/api/v1/calendar/events/:id',
    summary: 'One event with its sharing list, recurrence and alert',
    auth: 'session',
    params: zEventParams,
    response: zCalendarEvent,
  }),
  create: defineRoute({
    action: 'calendar.create',
    method: 'POST',
    path: '/api/v1/calendar/events',
    summary: 'Create an event in the current school and share it (it appears in the feed)',
    auth: 'session',
    body: zCalendarEventInput,
    response: zCalendarEvent,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'calendar.update',
    method: 'PUT',
    path: '/api/v1/calendar/events/:id',
    summary: 'Change an event (the creation form, reused)',
    auth: 'session',
    params: zEventParams,
    body: zCalendarEventInput,
    response: zCalendarEvent,
  }),
  move: defineRoute({
    action: 'calendar.move',
    method: 'PUT',
    path: '/api/v1/calendar/events/:id/move',
    summary: 'Move an event (spec 001 §7: body startsAt, endsAt); a series moves as a whole',
    auth: 'session',
    params: zEventParams,
    body: zCalendarMove,
    response: zCalendarEvent,
  }),
  delete: defineRoute({
    action: 'calendar.delete',
    method: 'DELETE',
    path: '/api/v1/calendar/events/:id',
    summary: 'Delete an event and its feed item',
    auth: 'session',
    params: zEventParams,
    response: z.null(),
    successStatus: 204,
  }),
  subscription: defineRoute({
    action: 'calendar.subscription',
    method: 'GET',
    path: '/api/v1/calendar/subscription',
    summary: 'Whether the actor has a private iCalendar URL',
    auth: 'session',
    response: zCalendarSubscription,
  }),
  subscribe: defineRoute({
    action: 'calendar.subscribe',
    method: 'POST',
    path: '/api/v1/calendar/subscription',
    summary: 'Make (or renew: the old URL stops working) the actor’s private iCalendar URL',
    auth: 'session',
    response: zCalendarSubscription,
    successStatus: 201,
  }),
  unsubscribe: defineRoute({
    action: 'calendar.unsubscribe',
    method: 'DELETE',
    path: '/api/v1/calendar/subscription',
    summary: 'Revoke the actor’s private iCalendar URL',
    auth: 'session',
    response: z.null(),
    successStatus: 204,
  }),
  ical: defineRoute({
    action: 'calendar.ical',
    method: 'GET',
    path: '/api/v1/calendar/ical/:token.ics',
    summary: 'The iCalendar feed of a private URL (no session: the token is the key)',
    auth: 'public',
    params: zIcalParams,
    response: z.unknown(),
  }),
} satisfies Record<string, RouteDef>
