import { roundToTimeStep } from '@nido/domain/rules/daily-times'
import type { Language } from '@nido/domain/i18n/languages'
import { formatWallTime } from '@/ui/format'
import { now } from '@/session/clock'

// Times of the check-in and the cards are the school's local `HH:mm` (contracts/daily.ts). The pickers
// work with Date objects, of which only the hours and minutes are read or written here.

const hhmm = /^(\d{2}):(\d{2})$/

/** A picker's value for `HH:mm` (today's date in the browser, which the picker never shows). */
export function timeToDate(time: string | null, base: Date = now()): Date | null {
  const match = time ? hhmm.exec(time) : null
  if (!match) return null
  const date = new Date(base)
  date.setHours(Number(match[1]), Number(match[2]), 0, 0)
  return date
}

/** `HH:mm` of a picker's value; null while the field is empty or not a full time yet. */
export function dateToTime(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`
}

/** The wall-clock `HH:mm` of an instant in a time zone (the browser's own when none is known). */
export function timeInZone(instant: Date, timeZone: string | null): string {
  return new Intl.DateTimeFormat('en-GB', {
    ...(timeZone ? { timeZone } : {}),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
}

/**
 * Spec 001 §4 "When there is no arrival or departure, arrival defaults to the current time": now in
 * the school's time zone, on the nearest 5-minute step (spec 001 §9) so the default is valid.
 */
export function defaultArrival(now: Date, timeZone: string | null): string {
  return roundToTimeStep(timeInZone(now, timeZone))
}

/** `HH:mm` of an ISO instant in the school's zone (staff clock-ins, alerts). */
export function isoToZoneTime(iso: string, timeZone: string | null): string {
  return timeInZone(new Date(iso), timeZone)
}

/** Spec 000 §9 "12-hour for English, 24-hour otherwise", for a local `HH:mm`. */
export function displayTime(time: string, language: Language): string {
  const match = hhmm.exec(time)
  if (!match) return time
  return formatWallTime(time, language)
}
