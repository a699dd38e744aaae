import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import type { CalendarEvent, zCalendarEventInput, zCalendarMove } from '@nido/domain/contracts/calendar'
import { mayWriteCalendar } from '@nido/domain/access/actions/calendar'
import {
  addDays,
  allDayBounds,
  allDayLastDay,
  daysBetween,
  eventTimes,
  localDateOf,
  normalizeExceptions,
} from '@nido/domain/rules/calendar'
import { initialNewsStatus } from '@nido/domain/rules/news-status'
import { idFromRow, type ChildId, type EventId, type SchoolId, type SectionId } from '@nido/domain/ids'
import type { InScope } from '../../platform/http'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import {
  findNews,
  indexNews,
  newsOfReferences,
  removeNews,
  type ShareTarget,
  checkShareTargets,
  shareScopeUsers,
} from '../news/index'
import { peopleByIds } from '../../platform/people'
import { currentSchoolOf, mayManage } from '../../platform/school-scope'
import {
  deleteEvent,
  findVisibleEvent,
  insertEvent,
  lockEvent,
  schoolTimeZone,
  updateEvent,
  type EventRow,
  type EventValues,
} from './calendar.queries'

// Calendar (docs/calendar.md); spec 001 §3 Calendar event, §4 Calendar, §5 calendar rules, §7 move.
// An event belongs to the author's current school; its sharing list is its row in the news index
// (type Event), so the calendar and the feed agree on who sees it.

type EventInput = z.output<typeof zCalendarEventInput>
type MoveInput = z.output<typeof zCalendarMove>

export const iso = (d: Date) => d.toISOString()

/** Who may change the event: its author, or a director/coordinator of its school; never observers. */
export const mayEdit = (actor: Actor, row: EventRow) =>
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

export const inCalendarYears = (d: Date) => d.getUTCFullYear() >= 1900 && d.getUTCFullYear() < 2200

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
