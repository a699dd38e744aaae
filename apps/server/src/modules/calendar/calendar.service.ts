import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import type {
  CalendarEntries,
  CalendarEntry,
  CalendarEvent,
  CalendarSubscription,
  zCalendarEventInput,
  zCalendarMove,
} from '@nido/domain/contracts/calendar'
import { calendarKindColour } from '@nido/domain/enums/calendar'
import { mayWriteCalendar } from '@nido/domain/access/actions/calendar'
import {
  addDays,
  ageOn,
  allDayBounds,
  allDayLastDay,
  birthdaysInRange,
  daysBetween,
  eventTimes,
  localDateOf,
  normalizeExceptions,
  zonedInstant,
} from '@nido/domain/rules/calendar'
import { initialNewsStatus } from '@nido/domain/rules/news-status'
import { idFromRow, type ChildId, type EventId, type SchoolId, type SectionId } from '@nido/domain/ids'
import type { InScope } from '../../platform/http'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { hashToken } from '../../platform/session'
import {
  findNews,
  indexNews,
  newsOfReferences,
  removeNews,
  type ShareTarget,
  newsAudience,
  checkShareTargets,
  shareScopeUsers,
} from '../news/index'
import { peopleByIds } from '../../platform/people'
import { currentSchoolOf, mayManage } from '../../platform/school-scope'
import { occurrencesBetween } from './calendar.recurrence'
import {
  childrenWithBirthdays,
  closingsBetween,
  deleteEvent,
  deleteSubscription,
  findSubscription,
  findVisibleEvent,
  insertEvent,
  lockEvent,
  schoolTimeZone,
  subscriptionOfToken,
  updateEvent,
  upsertSubscription,
  visibleEventsBetween,
  type EventRow,
  type EventValues,
} from './calendar.queries'

// Calendar (docs/calendar.md); spec 001 §3 Calendar event, §4 Calendar, §5 calendar rules, §7 move.
// An event belongs to the author's current school; its sharing list is its row in the news index
// (type Event), so the calendar and the feed agree on who sees it.

type EventInput = z.output<typeof zCalendarEventInput>
type MoveInput = z.output<typeof zCalendarMove>

const iso = (d: Date) => d.toISOString()

/** Who may change the event: its author, or a director/coordinator of its school; never observers. */
const mayEdit = (actor: Actor, row: EventRow) =>
  mayWriteCalendar({ profileType: actor.userPermission.profileType, observer: actor.observer }) &&
  mayManage(actor, row)

async function eventViews(db: Queryable, actor: Actor, rows: EventRow[]): Promise<CalendarEvent[]> {
  const newsRows = await newsOfReferences(
    db,
    'Event',
    rows.map((r) => r.id),
  )
  const people = await peopleByIds(
    db,
    rows.map((r) => r.ownerId),
  )
  return rows.map((row) => {
    const entry = newsRows.get(row.id)
    const canEdit = mayEdit(actor, row)
    // The sharing list names children: only those who manage the event read it.
    const targets = canEdit ? (entry?.targets ?? []) : []
    return {
      id: idFromRow<EventId>(row.id),
      schoolId: idFromRow<SchoolId>(row.schoolId),
      title: row.title,
      description: row.description,
      startsAt: iso(row.startsAt),
      endsAt: iso(row.endsAt),
      allDay: row.allDay,
      colour: row.colour,
      alert: row.alert,
      alertNumber: row.alertNumber,
      alertUnit: row.alertUnit,
      sharing: {
        sectionIds: targets
          .filter((t) => t.targetType === 'Section')
          .map((t) => idFromRow<SectionId>(t.targetId)),
        schoolIds: targets
          .filter((t) => t.targetType === 'School')
          .map((t) => idFromRow<SchoolId>(t.targetId)),
        childIds: targets.filter((t) => t.targetType === 'User').map((t) => idFromRow<ChildId>(t.targetId)),
      },
      recurrence: {
        frequency: row.recurrence,
        until: row.recurrenceUntil,
        exceptions: row.exceptionDates,
      },
      timezone: row.timezone,
      owner: row.ownerId ? (people.get(row.ownerId) ?? null) : null,
      status: entry?.status ?? 'published',
      canEdit,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }
  })
}

async function oneView(db: Queryable, actor: Actor, row: EventRow): Promise<CalendarEvent> {
  const [view] = await eventViews(db, actor, [row])
  return view!
}

/**
 * The calendar module's scope function (decision 0013): the event as the actor may see it, or
 * nothing. Handlers ask for their event through it (`requireFor`), which answers NOT_FOUND otherwise.
 */
export const eventInScope: InScope<EventId, EventRow> = findVisibleEvent

export async function getEvent(db: Queryable, actor: Actor, row: EventRow): Promise<CalendarEvent> {
  return oneView(db, actor, row)
}

const inCalendarYears = (d: Date) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() < 2200

/**
 * The stored times of an event (spec 001 §5): all-day events run from local midnight of their
 * first day to local midnight after their last; zero-length events get +5 minutes; an end before
 * the start is refused.
 */
function storedTimes(startsAt: Date, endsAt: Date, allDay: boolean, timezone: string) {
  // Far-away years are typing mistakes, and would make a daily series expand for ever.
  if (!inCalendarYears(startsAt) || !inCalendarYears(endsAt))
    throw new AppError('VALIDATION_ERROR', { field: 'startsAt' })
  if (endsAt < startsAt) throw new AppError('VALIDATION_ERROR', { field: 'endsAt' })
  if (allDay) {
    return allDayBounds(localDateOf(startsAt, timezone), allDayLastDay(startsAt, endsAt, timezone), timezone)
  }
  const times = eventTimes(startsAt, endsAt)
  if (!times) throw new AppError('VALIDATION_ERROR', { field: 'endsAt' })
  return times
}

function recurrenceValues(input: EventInput, startsAt: Date, timezone: string) {
  const { frequency, until, exceptions } = input.recurrence
  if (frequency === 'none') return { recurrence: frequency, recurrenceUntil: null, exceptionDates: [] }
  if (until && until < localDateOf(startsAt, timezone))
    throw new AppError('VALIDATION_ERROR', { field: 'recurrence.until' })
  return { recurrence: frequency, recurrenceUntil: until, exceptionDates: normalizeExceptions(exceptions) }
}

/**
 * The sharing list as news targets (spec 001 §3 sharingList), checked like a post's targets
 * (news.targets.ts: within the author's scope, else 404); a child id must name a child.
 */
async function sharingTargets(tx: Queryable, actor: Actor, input: EventInput): Promise<ShareTarget[]> {
  const targets: ShareTarget[] = [
    ...input.sharing.schoolIds.map((targetId) => ({ targetType: 'School' as const, targetId })),
    ...input.sharing.sectionIds.map((targetId) => ({ targetType: 'Section' as const, targetId })),
    ...input.sharing.childIds.map((targetId) => ({ targetType: 'User' as const, targetId })),
  ]
  const checked = await checkShareTargets(tx, actor, targets)
  const childIds = [...new Set(input.sharing.childIds)]
  if (childIds.length > 0) {
    const users = await shareScopeUsers(tx, actor, {
      userIds: childIds,
      schoolId: null,
      limit: childIds.length,
    })
    if (users.filter((u) => u.profileType === 'CHILD').length !== childIds.length)
      throw new AppError('NOT_FOUND')
  }
  return checked
}

async function eventValues(tx: Queryable, schoolId: string, input: EventInput): Promise<EventValues> {
  const timezone = input.timezone ?? (await schoolTimeZone(tx, schoolId))
  const times = storedTimes(new Date(input.startsAt), new Date(input.endsAt), input.allDay, timezone)
  return {
    title: input.title,
    description: input.description.trim(),
    ...times,
    allDay: input.allDay,
    colour: input.colour,
    alert: input.alert,
    alertNumber: input.alertNumber,
    alertUnit: input.alertUnit,
    ...recurrenceValues(input, times.startsAt, timezone),
    timezone,
  }
}

/** Spec 001 §5: events appear in the newsfeed as Event items, for the same targets as the sharing list. */
async function index(tx: Queryable, row: EventRow, actor: Actor, now: Date, targets?: ShareTarget[]) {
  const indexed = await findNews(tx, 'Event', row.id)
  const kept = targets ?? (await newsOfReferences(tx, 'Event', [row.id])).get(row.id)?.targets ?? []
  await indexNews(tx, {
    type: 'Event',
    referenceId: row.id,
    ownerId: row.ownerId,
    schoolId: row.schoolId,
    status: indexed?.status ?? initialNewsStatus(actor.userPermission),
    publishAt: indexed?.publishAt ?? now,
    searchText: [row.title, row.description].filter(Boolean).join('\n'),
    targets: kept,
  })
}

export async function createEvent(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: EventInput,
): Promise<CalendarEvent> {
  const schoolId = currentSchoolOf(actor)
  const targets = await sharingTargets(tx, actor, input)
  const row = await insertEvent(tx, {
    ...(await eventValues(tx, schoolId, input)),
    schoolId,
    ownerId: actor.userId,
  })
  await index(tx, row, actor, now, targets)
  await audit(tx, actor, 'calendar.create', { eventId: row.id })
  return oneView(tx, actor, row)
}

/** A visible event is changed by those mayEdit allows; the row is locked for the change. */
async function requireEditable(tx: Queryable, actor: Actor, row: EventRow): Promise<void> {
  if (!mayEdit(actor, row)) throw new AppError('FORBIDDEN')
  await lockEvent(tx, row.id)
}

export async function editEvent(
  tx: Queryable,
  actor: Actor,
  now: Date,
  current: EventRow,
  input: EventInput,
): Promise<CalendarEvent> {
  await requireEditable(tx, actor, current)
  const id = current.id
  const targets = await sharingTargets(tx, actor, input)
  const row = await updateEvent(tx, id, await eventValues(tx, current.schoolId, input), now)
  await index(tx, row, actor, now, targets)
  await audit(tx, actor, 'calendar.update', { eventId: id })
  return oneView(tx, actor, row)
}

/**
 * Spec 001 §7 move (PUT startsAt, endsAt): the event takes the new times; a series moves as a
 * whole, its last day and exception dates by the same number of days, so they stay on the same
 * occurrences. The sharing list does not change.
 */
export async function moveEvent(
  tx: Queryable,
  actor: Actor,
  now: Date,
  current: EventRow,
  input: MoveInput,
): Promise<CalendarEvent> {
  await requireEditable(tx, actor, current)
  const id = current.id
  const tz = current.timezone
  const times = storedTimes(new Date(input.startsAt), new Date(input.endsAt), current.allDay, tz)
  const shift = daysBetween(localDateOf(current.startsAt, tz), localDateOf(times.startsAt, tz))
  const row = await updateEvent(
    tx,
    id,
    {
      ...times,
      recurrenceUntil: current.recurrenceUntil ? addDays(current.recurrenceUntil, shift) : null,
      exceptionDates: current.exceptionDates.map((d) => addDays(d, shift)),
    },
    now,
  )
  await index(tx, row, actor, now)
  await audit(tx, actor, 'calendar.move', {
    eventId: id,
    from: { startsAt: iso(current.startsAt), endsAt: iso(current.endsAt) },
    to: { startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) },
  })
  return oneView(tx, actor, row)
}

export async function removeEvent(tx: Queryable, actor: Actor, row: EventRow): Promise<void> {
  await requireEditable(tx, actor, row)
  const id = row.id
  await removeNews(tx, 'Event', id)
  await deleteEvent(tx, id)
  await audit(tx, actor, 'calendar.delete', { eventId: id })
}

// ---------------------------------------------------------------------------------------------
// Entries of a range: occurrences, birthdays, closings (slot requests: no module yet, none).

function eventEntries(actor: Actor, rows: EventRow[], from: Date, to: Date): CalendarEntry[] {
  return rows.flatMap((row) => {
    const editable = mayEdit(actor, row)
    return occurrencesBetween(row, from, to).map((o) => ({
      key: `event:${row.id}:${o.firstDay}`,
      kind: 'event' as const,
      eventId: idFromRow<EventId>(row.id),
      title: row.title,
      description: row.description,
      startsAt: iso(o.startsAt),
      endsAt: iso(o.endsAt),
      allDay: row.allDay,
      firstDay: o.firstDay,
      lastDay: o.lastDay,
      timezone: row.timezone,
      colour: row.colour,
      recurring: row.recurrence !== 'none',
      seriesStartsAt: iso(row.startsAt),
      seriesEndsAt: iso(row.endsAt),
      editable,
      age: null,
    }))
  })
}

/**
 * Whose birthdays an actor sees: a guardian their children, a child themself, a teacher the
 * children of their sections, a director or coordinator those of their schools. Sponsors and
 * other profiles see none (birth dates are family data).
 */
function birthdayScope(actor: Actor) {
  const profile = actor.userPermission.profileType
  if (profile === 'GUARDIAN' || profile === 'CHILD')
    return { childIds: actor.familyScope.childIds, sectionIds: [] }
  if (profile === 'TEACHER' || profile === 'DIRECTOR' || profile === 'COORDINATOR')
    return { childIds: [], sectionIds: actor.structureTreeScope.sectionIds }
  return { childIds: [], sectionIds: [] }
}

/** A read-only all-day entry of the days `firstDay`..`lastDay` in a zone. */
function dayEntry(
  o: Pick<CalendarEntry, 'key' | 'kind' | 'title' | 'description' | 'timezone'> & {
    firstDay: string
    lastDay: string
    age: number | null
  },
): CalendarEntry {
  const bounds = allDayBounds(o.firstDay, o.lastDay, o.timezone)
  return {
    ...o,
    eventId: null,
    startsAt: iso(bounds.startsAt),
    endsAt: iso(bounds.endsAt),
    allDay: true,
    colour: calendarKindColour[o.kind],
    recurring: o.kind === 'birthday',
    seriesStartsAt: iso(bounds.startsAt),
    seriesEndsAt: iso(bounds.endsAt),
    editable: false,
  }
}

export async function listEntries(
  db: Queryable,
  actor: Actor,
  now: Date,
  range: { start: string; end: string },
): Promise<CalendarEntries> {
  const from = new Date(range.start)
  const to = new Date(range.end)
  if (!inCalendarYears(from) || !inCalendarYears(to))
    throw new AppError('VALIDATION_ERROR', { field: 'start' })
  // Days are compared in each school's zone; a day either side covers every offset.
  const fromDay = addDays(from.toISOString().slice(0, 10), -1)
  const toDay = addDays(to.toISOString().slice(0, 10), 1)
  const [events, children, closings] = await Promise.all([
    visibleEventsBetween(db, actor, now, from, to),
    childrenWithBirthdays(db, birthdayScope(actor)),
    closingsBetween(db, newsAudience(actor).schoolIds, fromDay, toDay),
  ])
  const overlaps = (e: CalendarEntry) =>
    Date.parse(e.startsAt) < to.getTime() && Date.parse(e.endsAt) > from.getTime()
  const birthdays = children.flatMap((c) =>
    birthdaysInRange(c.birth_date, fromDay, toDay).map((day) =>
      dayEntry({
        key: `birthday:${c.id}:${day}`,
        kind: 'birthday',
        title: `${c.firstname} ${c.lastname}`,
        description: '',
        timezone: c.timezone,
        firstDay: day,
        lastDay: day,
        age: ageOn(c.birth_date, day),
      }),
    ),
  )
  const entries = [
    ...eventEntries(actor, events, from, to),
    ...birthdays.filter(overlaps),
    ...closings.map(closingEntry).filter(overlaps),
  ].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.key.localeCompare(b.key))
  return {
    entries,
    canCreate: mayWriteCalendar({ profileType: actor.userPermission.profileType, observer: actor.observer }),
  }
}

/** A closing (spec 000 §3 openings): whole days, or from a time on its first day to one on its last. */
export function closingEntry(c: {
  id: string
  label: string | null
  date_from: string
  date_to: string
  starts_at: string | null
  ends_at: string | null
  timezone: string
}): CalendarEntry {
  const base = dayEntry({
    key: `closing:${c.id}:${c.date_from}`,
    kind: 'closing',
    title: c.label ?? '',
    description: '',
    timezone: c.timezone,
    firstDay: c.date_from,
    lastDay: c.date_to < c.date_from ? c.date_from : c.date_to,
    age: null,
  })
  if (!c.starts_at || !c.ends_at) return base
  const startsAt = zonedInstant(`${c.date_from}T${c.starts_at.slice(0, 5)}`, c.timezone)
  const endsAt = zonedInstant(`${base.lastDay}T${c.ends_at.slice(0, 5)}`, c.timezone)
  if (endsAt <= startsAt) return base
  return {
    ...base,
    allDay: false,
    startsAt: iso(startsAt),
    endsAt: iso(endsAt),
    seriesStartsAt: iso(startsAt),
    seriesEndsAt: iso(endsAt),
  }
}

// ---------------------------------------------------------------------------------------------
// The private iCalendar URL (docs/calendar.md): a random token of 256 bits, only its hash stored.

export const icalPath = (token: string) => `/api/v1/calendar/ical/${token}.ics`

export async function getSubscription(db: Queryable, actor: Actor): Promise<CalendarSubscription> {
  const row = await findSubscription(db, actor.userId)
  return {
    active: !!row,
    createdAt: row ? iso(row.createdAt) : null,
    lastUsedAt: row?.lastUsedAt ? iso(row.lastUsedAt) : null,
    path: null,
  }
}

export async function subscribe(tx: Queryable, actor: Actor, now: Date): Promise<CalendarSubscription> {
  const token = randomBytes(32).toString('base64url')
  const row = await upsertSubscription(tx, actor.userId, hashToken(token), now)
  await audit(tx, actor, 'calendar.subscribe', { subscriptionId: row.id })
  return { active: true, createdAt: iso(row.createdAt), lastUsedAt: null, path: icalPath(token) }
}

export async function unsubscribe(tx: Queryable, actor: Actor): Promise<void> {
  if (!(await deleteSubscription(tx, actor.userId))) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'calendar.unsubscribe', {})
}

export async function subscriptionOf(db: Queryable, token: string) {
  return subscriptionOfToken(db, hashToken(token))
}
