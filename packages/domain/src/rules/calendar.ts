import { TZDate } from '@date-fns/tz'
import type { CalendarAlertUnit } from '../enums/calendar'

// Spec 001 §5 calendar rules and §9 calendar defaults, pure so that the server (storage, feed,
// iCalendar) and the web (display, drag) compute the same thing.

const minuteMs = 60_000

/** Spec 001 §5: "zero-length events get +5 minutes". */
export const zeroLengthExtraMinutes = 5

/** Spec 001 §9: "default alert 0 minutes". */
export const defaultAlert = { number: 0, unit: 'minutes' } as const satisfies {
  number: number
  unit: CalendarAlertUnit
}

/** Spec 001 §9: "default semi-day split: morning ends 12:00, afternoon starts 14:00". */
export const semiDaySplit = { morningEnds: '12:00', afternoonStarts: '14:00' } as const

/** Spec 001 §5: "all-day events are shown 12:00 to 13:00". */
export const allDayShownFrom = '12:00'
export const allDayShownTo = '13:00'

/**
 * The stored times of an event (spec 001 §5): an end before the start is refused (null); an end
 * equal to the start becomes start + 5 minutes.
 */
export function eventTimes(startsAt: Date, endsAt: Date): { startsAt: Date; endsAt: Date } | null {
  const start = startsAt.getTime()
  const end = endsAt.getTime()
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null
  if (end === start) return { startsAt, endsAt: new Date(start + zeroLengthExtraMinutes * minuteMs) }
  return { startsAt, endsAt }
}

/** The alert as minutes before the start (spec 000 §3 reminder units). */
export function alertMinutes(number: number, unit: CalendarAlertUnit): number {
  if (unit === 'days') return number * 24 * 60
  if (unit === 'hours') return number * 60
  return number
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The wall-clock time of an instant in a time zone, `YYYY-MM-DDTHH:mm:ss`. */
export function wallClock(instant: Date, timeZone: string): string {
  const d = new TZDate(instant.getTime(), timeZone)
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/**
 * The instant as a Date whose local getters read the wall clock of `timeZone` (a TZDate): what
 * iCalendar writers need to print `DTSTART;TZID=…` times.
 */
export function zonedDate(instant: Date, timeZone: string): Date {
  return new TZDate(instant.getTime(), timeZone)
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).slice(0, 10)
}

/**
 * The instant of a wall-clock time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm[:ss]`) in a time zone. A
 * time skipped by a daylight-saving change moves forward, as the zone's clocks do.
 */
export function zonedInstant(wall: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(wall)
  if (!m) throw new RangeError(`Not a wall-clock time: ${wall}`)
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m
  return new Date(
    new TZDate(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), timeZone).getTime(),
  )
}

/** `date` plus `days` calendar days (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Whole calendar days from `a` to `b` (`YYYY-MM-DD`), negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

/**
 * An all-day event covering the days `firstDay`..`lastDay` (both included) is stored from local
 * midnight of the first day to local midnight after the last, in the event's time zone.
 */
export function allDayBounds(firstDay: string, lastDay: string, timeZone: string) {
  return { startsAt: zonedInstant(firstDay, timeZone), endsAt: zonedInstant(addDays(lastDay, 1), timeZone) }
}

/**
 * The last day an all-day event covers: the day before its (exclusive) end, never before its
 * first day (a zero-length all-day event covers its one day).
 */
export function allDayLastDay(startsAt: Date, endsAt: Date, timeZone: string): string {
  const first = localDateOf(startsAt, timeZone)
  const end = localDateOf(endsAt, timeZone)
  const last = addDays(end, -1)
  return last < first ? first : last
}

/**
 * Spec 001 §5: how an all-day entry is shown on a time grid, as wall-clock times: 12:00 on its
 * first day to 13:00 on its last day.
 */
export function allDayShown(firstDay: string, lastDay: string): { start: string; end: string } {
  return { start: `${firstDay}T${allDayShownFrom}:00`, end: `${lastDay}T${allDayShownTo}:00` }
}

/** Whether `year` has a 29 February. */
export const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * The days in `from`..`to` (both included, `YYYY-MM-DD`) on which a birthday falls. A 29 February
 * birthday is kept on 28 February in the other years.
 */
export function birthdaysInRange(birthDate: string, from: string, to: string): string[] {
  const [, month, day] = birthDate.split('-')
  const days: string[] = []
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    if (year < Number(birthDate.slice(0, 4))) continue
    const d = month === '02' && day === '29' && !isLeap(year) ? '28' : day
    const date = `${pad(year, 4)}-${month}-${d}`
    if (date >= from && date <= to) days.push(date)
  }
  return days
}

/** Age on a birthday, for the entry's title. */
export function ageOn(birthDate: string, date: string): number {
  const age = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4))
  return date.slice(5) < birthDate.slice(5) && !(birthDate.slice(5) === '02-29' && date.slice(5) === '02-28')
    ? age - 1
    : age
}

/** Exception dates kept sorted and unique. */
export function normalizeExceptions(dates: readonly string[]): string[] {
  return [...new Set(dates)].sort()
}
