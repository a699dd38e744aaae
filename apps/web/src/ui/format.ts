import { toBcp47, type Language } from '@nido/domain/i18n/languages'

// Spec 000 §9 formatting constants: relative times, 12-hour clock for English only, file names
// truncated at 30 characters (27 plus an ellipsis).

export type RelativeTime =
  { unit: 'seconds' } | { unit: 'minute' | 'hour' | 'day'; value: number } | { unit: 'date' }

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

/** Under 1 minute: a few seconds; under 1 hour: minutes; under 1 day: hours; under 31 days: days. */
export function relativeTime(date: Date, now: Date): RelativeTime {
  const elapsed = Math.max(0, now.getTime() - date.getTime())
  if (elapsed < minute) return { unit: 'seconds' }
  if (elapsed < hour) return { unit: 'minute', value: Math.floor(elapsed / minute) }
  if (elapsed < day) return { unit: 'hour', value: Math.floor(elapsed / hour) }
  if (elapsed < 31 * day) return { unit: 'day', value: Math.floor(elapsed / day) }
  return { unit: 'date' }
}

/** The text of a past time; `fewSeconds` is the translated "a few seconds ago". */
export function formatRelativeTime(date: Date, now: Date, language: Language, fewSeconds: string): string {
  const relative = relativeTime(date, now)
  if (relative.unit === 'seconds') return fewSeconds
  if (relative.unit === 'date') return formatDate(date, language)
  return new Intl.RelativeTimeFormat(toBcp47(language), { numeric: 'always' }).format(
    -relative.value,
    relative.unit,
  )
}

/** Spec 000 §9: 12-hour time for English, 24-hour otherwise. */
export function usesTwelveHourClock(language: Language): boolean {
  return language === 'en'
}

/** `timeZone`: an IANA zone to read the instant in (a school's); the browser's when absent. */
export function formatTime(date: Date, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(toBcp47(language), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: usesTwelveHourClock(language),
    timeZone,
  }).format(date)
}

/**
 * A wall-clock `HH:mm` of some place (a school's opening time, in its own time zone), in the
 * language's format, never shifted by the browser's time zone.
 */
export function formatWallTime(time: string, language: Language): string {
  const [hours, minutes] = time.split(':').map(Number)
  return new Intl.DateTimeFormat(toBcp47(language), {
    hour: 'numeric',
    minute: '2-digit',
    hour12: usesTwelveHourClock(language),
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(1970, 0, 1, hours ?? 0, minutes ?? 0)))
}

/** The weekday of a calendar date (`YYYY-MM-DD`), in the language, whatever the browser's zone. */
export function formatWeekday(date: string, language: Language): string {
  return new Intl.DateTimeFormat(toBcp47(language), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

export function formatDate(date: Date, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'medium', timeZone }).format(date)
}

/**
 * A calendar day `YYYY-MM-DD` (a birth date, a care-log day) in the language's format, the same
 * day whatever the browser's time zone.
 */
export function formatCalendarDate(date: string, language: Language): string {
  return formatDate(new Date(`${date.slice(0, 10)}T12:00:00Z`), language, 'UTC')
}

/** A date in digits in the language's order: 27/11/2026 in French, never the US 11/27/2026. */
export function formatNumericDate(date: Date, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(toBcp47(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date)
}

/** A long date and a time (a photo's "taken on"), in the language's words and clock. */
export function formatLongDateTime(date: Date, language: Language, timeZone?: string): string {
  const day = new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'long', timeZone }).format(date)
  return `${day} ${formatTime(date, language, timeZone)}`
}

/** The name of a month (1–12) in the language: "novembre". */
export function formatMonth(month: number, language: Language): string {
  return new Intl.DateTimeFormat(toBcp47(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  )
}

/** A month and its year, short ("nov. 2026"), of a calendar day `YYYY-MM-DD` (a report's period). */
export function formatMonthYear(date: string, language: Language): string {
  return new Intl.DateTimeFormat(toBcp47(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T12:00:00Z`))
}

export function formatDateTime(date: Date, language: Language, timeZone?: string): string {
  return `${formatDate(date, language, timeZone)} ${formatTime(date, language, timeZone)}`
}

export const fileNameMaxLength = 30

/** Spec 000 §9: longer than 30 characters → the first 27 and an ellipsis. */
export function truncateFileName(name: string): string {
  const chars = Array.from(name)
  if (chars.length <= fileNameMaxLength) return name
  return `${chars.slice(0, fileNameMaxLength - 3).join('')}...`
}
