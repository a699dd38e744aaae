import * as rruleModule from 'rrule'
import type { CalendarRecurrence } from '@nido/domain/enums/calendar'
import {
  addDays,
  allDayLastDay,
  daysBetween,
  localDateOf,
  wallClock,
  zonedInstant,
} from '@nido/domain/rules/calendar'

// Spec 001 §3 recurrence.frequency (none, daily, weekly, monthly, yearly) with exception dates,
// expanded with rrule. A series keeps its wall-clock time in its own time zone (a weekly 09:00
// stays 09:00 across daylight-saving changes), so rrule runs on "floating" times: wall-clock
// times written as if they were UTC, turned back into instants in the event's zone afterwards.
// A monthly event on the 31st skips shorter months (RFC 5545 behaviour, as other calendars do).

// rrule ships a UMD bundle as its CommonJS entry: Node sees a default export only, bundlers and
// the type declarations the named ones.
const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule

const frequencies = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
} as const

/** Never more occurrences than this per event and request (a daily event over the longest range). */
export const maxOccurrences = 500

export interface SeriesInput {
  startsAt: Date
  endsAt: Date
  allDay: boolean
  timezone: string
  recurrence: CalendarRecurrence
  recurrenceUntil: string | null
  exceptionDates: readonly string[]
}

export interface Occurrence {
  startsAt: Date
  endsAt: Date
  /** First and last day in the event's zone (both included). */
  firstDay: string
  lastDay: string
}

const floating = (wall: string) => new Date(`${wall}Z`)
const wallOfFloating = (d: Date) => d.toISOString().slice(0, 19)

/** One occurrence starting at a wall-clock time (`YYYY-MM-DDTHH:mm:ss`) of the series' zone. */
function occurrenceAt(series: SeriesInput, wallStart: string): Occurrence {
  const tz = series.timezone
  if (series.allDay) {
    const span = daysBetween(
      localDateOf(series.startsAt, tz),
      allDayLastDay(series.startsAt, series.endsAt, tz),
    )
    const firstDay = wallStart.slice(0, 10)
    const lastDay = addDays(firstDay, span)
    return {
      startsAt: zonedInstant(firstDay, tz),
      endsAt: zonedInstant(addDays(lastDay, 1), tz),
      firstDay,
      lastDay,
    }
  }
  const startsAt = zonedInstant(wallStart, tz)
  const endsAt = new Date(startsAt.getTime() + (series.endsAt.getTime() - series.startsAt.getTime()))
  const lastEnd = new Date(endsAt.getTime() - 1)
  const lastDay = localDateOf(endsAt > startsAt ? lastEnd : startsAt, tz)
  return { startsAt, endsAt, firstDay: wallStart.slice(0, 10), lastDay }
}

/** The RRULE of a series (floating times), or null when it does not repeat. */
export function seriesRule(series: SeriesInput) {
  if (series.recurrence === 'none') return null
  return new RRule({
    freq: frequencies[series.recurrence],
    dtstart: floating(wallClock(series.startsAt, series.timezone)),
    ...(series.recurrenceUntil ? { until: floating(`${series.recurrenceUntil}T23:59:59`) } : {}),
  })
}

/** The occurrences of a series that overlap [from, to). */
export function occurrencesBetween(series: SeriesInput, from: Date, to: Date): Occurrence[] {
  const overlaps = (o: Occurrence) => o.startsAt < to && (o.endsAt > from || o.startsAt >= from)
  const rule = seriesRule(series)
  if (!rule) {
    const only = occurrenceAt(series, wallClock(series.startsAt, series.timezone))
    return overlaps(only) ? [only] : []
  }
  const tz = series.timezone
  const duration = series.endsAt.getTime() - series.startsAt.getTime()
  // Occurrences that start up to one duration (plus a day of zone offsets) before the range
  // may still reach into it.
  const after = floating(wallClock(new Date(from.getTime() - duration - 86_400_000), tz))
  const before = floating(wallClock(new Date(to.getTime() + 86_400_000), tz))
  const exceptions = new Set(series.exceptionDates)
  const starts = rule.between(after, before, true, (_, count) => count < maxOccurrences)
  return starts
    .map((d) => occurrenceAt(series, wallOfFloating(d)))
    .filter((o) => !exceptions.has(o.firstDay) && overlaps(o))
}
