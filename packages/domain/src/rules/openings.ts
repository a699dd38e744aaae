import { weekdays, type Weekday } from '../enums/structure'

// Opening hours of a school (spec 000 §3 Opening type Opening/Closing, §5 guardian check-in needs
// "a school with openings today, and the current time within an opening period", §7 opening
// details for today and regular openings). Pure: the server reads rows and the clock, this decides.

/** A weekly opening: ISO weekday (monday=1 … sunday=7, spec 000 §3) and local `HH:mm` times. */
export interface RegularOpening {
  weekday: number
  startsAt: string
  endsAt: string
}

/**
 * An exceptional closing over a date range. Without times it closes whole days. With times it is
 * one continuous interval: from `startsAt` on `dateFrom` to `endsAt` on `dateTo` (a missing time
 * stretches to the start or end of that day), so "Friday 14:00 to Monday 10:00" is one row.
 */
export interface Closing {
  label: string | null
  dateFrom: string
  /** Null means the closing lasts the one day `dateFrom`. */
  dateTo: string | null
  startsAt?: string | null
  endsAt?: string | null
}

export interface Period {
  startsAt: string
  endsAt: string
}

export interface DayClosing {
  label: string | null
  dateFrom: string
  dateTo: string
  startsAt: string | null
  endsAt: string | null
}

export interface OpeningDay {
  /** Some opening period remains after the closings are taken out. */
  isOpen: boolean
  periods: Period[]
  /** The closings that touch this date, whether or not they cut an opening period. */
  closings: DayClosing[]
  /** Only when a local time was given: that time falls inside a period. */
  isOpenNow?: boolean
}

const dayEnd = 24 * 60
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const timePattern = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/

/**
 * ISO weekday of a calendar date, computed on the date alone (UTC arithmetic) so the server's
 * own time zone never shifts it.
 */
export function weekdayOf(date: string): Weekday {
  const match = datePattern.exec(date)
  if (!match) throw new RangeError(`Expected YYYY-MM-DD, got ${date}`)
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()
  return (day === 0 ? 7 : day) as Weekday
}

/** Minutes since midnight of `HH:mm` or a database `HH:mm:ss`; `24:00` is the end of the day. */
export function toMinutes(time: string): number {
  const match = timePattern.exec(time)
  if (!match) throw new RangeError(`Expected HH:mm, got ${time}`)
  const minutes = Number(match[1]) * 60 + Number(match[2])
  if (minutes > dayEnd || Number(match[2]) > 59) throw new RangeError(`Expected HH:mm, got ${time}`)
  return minutes
}

export function fromMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** `HH:mm:ss` from the database → `HH:mm`. */
export function normalizeTime(time: string): string {
  return fromMinutes(toMinutes(time))
}

type Interval = [start: number, end: number]

/** An opening ending at 00:00 means "until midnight" (a school does not open overnight). */
function openingInterval(o: RegularOpening): Interval | null {
  const start = toMinutes(o.startsAt)
  const rawEnd = toMinutes(o.endsAt)
  const end = rawEnd === 0 ? dayEnd : rawEnd
  return end > start ? [start, end] : null
}

/** Sorted, overlapping or touching intervals joined. */
function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const out: Interval[] = []
  for (const [start, end] of sorted) {
    const last = out[out.length - 1]
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else out.push([start, end])
  }
  return out
}

function subtract(periods: Interval[], cut: Interval): Interval[] {
  const [cs, ce] = cut
  return periods.flatMap(([s, e]): Interval[] => {
    if (ce <= s || cs >= e) return [[s, e]]
    const parts: Interval[] = []
    if (cs > s) parts.push([s, cs])
    if (ce < e) parts.push([ce, e])
    return parts
  })
}

/** The part of `date` a closing covers, or null when it covers nothing of that date. */
function closedPartOf(closing: Closing, date: string): Interval | null {
  const dateTo = closing.dateTo ?? closing.dateFrom
  // YYYY-MM-DD strings compare in calendar order.
  if (date < closing.dateFrom || date > dateTo) return null
  const start = date === closing.dateFrom && closing.startsAt ? toMinutes(closing.startsAt) : 0
  let end = date === dateTo && closing.endsAt ? toMinutes(closing.endsAt) : dayEnd
  // 00:00 ends a same-day closing at midnight; on a later day it means nothing of that day is closed.
  if (end === 0 && date === closing.dateFrom) end = dayEnd
  return end > start ? [start, end] : null
}

/** The weekly hours of one weekday, merged and sorted. */
export function regularPeriods(regular: readonly RegularOpening[], weekday: number): Period[] {
  const intervals = regular
    .filter((o) => o.weekday === weekday)
    .map(openingInterval)
    .filter((i): i is Interval => i !== null)
  return merge(intervals).map(([s, e]) => ({ startsAt: fromMinutes(s), endsAt: fromMinutes(e) }))
}

/** The weekly hours for every weekday 1–7 (spec 000 §7 regular openings). */
export function weeklyHours(regular: readonly RegularOpening[]): { weekday: Weekday; periods: Period[] }[] {
  return weekdays.map((weekday) => ({ weekday, periods: regularPeriods(regular, weekday) }))
}

/** True when `time` (`HH:mm`) is inside a period: from its start included to its end excluded. */
export function isWithinOpening(periods: readonly Period[], time: string): boolean {
  const t = toMinutes(time)
  return periods.some((p) => toMinutes(p.startsAt) <= t && t < toMinutes(p.endsAt))
}

/** Opening details of one date: the weekday's hours minus the closings that cover that date. */
export function openingDay(input: {
  regular: readonly RegularOpening[]
  closings: readonly Closing[]
  date: string
  /** The local time now, when `date` is today; adds `isOpenNow`. */
  time?: string
}): OpeningDay {
  const { regular, closings, date, time } = input
  let intervals = regularPeriods(regular, weekdayOf(date)).map((p): Interval => [
    toMinutes(p.startsAt),
    toMinutes(p.endsAt),
  ])
  const touching: DayClosing[] = []
  for (const closing of closings) {
    const part = closedPartOf(closing, date)
    if (!part) continue
    touching.push({
      label: closing.label,
      dateFrom: closing.dateFrom,
      dateTo: closing.dateTo ?? closing.dateFrom,
      startsAt: closing.startsAt ? normalizeTime(closing.startsAt) : null,
      endsAt: closing.endsAt ? normalizeTime(closing.endsAt) : null,
    })
    intervals = subtract(intervals, part)
  }
  const periods = intervals.map(([s, e]) => ({ startsAt: fromMinutes(s), endsAt: fromMinutes(e) }))
  touching.sort(
    (a, b) => a.dateFrom.localeCompare(b.dateFrom) || (a.startsAt ?? '').localeCompare(b.startsAt ?? ''),
  )
  const day: OpeningDay = { isOpen: periods.length > 0, periods, closings: touching }
  if (time !== undefined) day.isOpenNow = isWithinOpening(periods, time)
  return day
}
