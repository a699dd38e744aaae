import { AppError } from '@nido/domain/errors'
import type { CalendarEntries, CalendarEntry } from '@nido/domain/contracts/calendar'
import { calendarKindColour } from '@nido/domain/enums/calendar'
import { mayWriteCalendar } from '@nido/domain/access/actions/calendar'
import { addDays, ageOn, allDayBounds, birthdaysInRange, zonedInstant } from '@nido/domain/rules/calendar'
import { idFromRow, type EventId } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { newsAudience } from '../news/index'
import { occurrencesBetween } from './calendar.recurrence'
import {
  childrenWithBirthdays,
  closingsBetween,
  visibleEventsBetween,
  type EventRow,
} from './calendar.queries'
import { inCalendarYears, iso, mayEdit } from './calendar.service'

// Calendar (docs/calendar.md; spec 001 §4 Calendar). Entries of a range: occurrences, birthdays, closings (slot requests: no module yet, none).

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
