import { TZDate } from '@date-fns/tz'
import { fromMinutes, toMinutes } from './openings'

// Spec 001 §5 "Times: arrival cannot be after departure; time steps of 5 minutes for meal, sleep
// and retrieval times" and §9 "Time picker step 5 minutes". Times are local `HH:mm` of the school.

/** Spec 001 §9 "Time picker step 5 minutes". */
export const timeStepMinutes = 5
const lastStep = 24 * 60 - timeStepMinutes

export type TimeMessageKey = 'timeStep' | 'arrivalAfterDeparture'

/** `HH:mm` on a 5-minute step (08:05 yes, 08:07 no). */
export function isOnTimeStep(time: string): boolean {
  return toMinutes(time) % timeStepMinutes === 0
}

/** Rounds a local time down to its 5-minute step ("arrival at 08:07" → 08:05). */
export function floorToTimeStep(time: string): string {
  const minutes = toMinutes(time)
  return fromMinutes(Math.min(minutes - (minutes % timeStepMinutes), lastStep))
}

/** Rounds a local time up to the next 5-minute step, never past 23:55 ("leaves at 16:52" → 16:55). */
export function ceilToTimeStep(time: string): string {
  const minutes = toMinutes(time)
  const up = Math.ceil(minutes / timeStepMinutes) * timeStepMinutes
  return fromMinutes(Math.min(up, lastStep))
}

/** Rounds to the nearest step (the default arrival of the drawer, spec 001 §4 "defaults to now"). */
export function roundToTimeStep(time: string): string {
  const minutes = toMinutes(time)
  const near = Math.round(minutes / timeStepMinutes) * timeStepMinutes
  return fromMinutes(Math.min(near, lastStep))
}

/** Spec 001 §5 "arrival cannot be after departure" (equal is allowed). */
export function arrivalNotAfterDeparture(arrival: string | null, departure: string | null): boolean {
  if (arrival === null || departure === null) return true
  return toMinutes(arrival) <= toMinutes(departure)
}

/** The first message of a check-in's times, or null when both are valid. */
export function checkInTimesError(arrival: string | null, departure: string | null): TimeMessageKey | null {
  if ((arrival !== null && !isOnTimeStep(arrival)) || (departure !== null && !isOnTimeStep(departure)))
    return 'timeStep'
  if (!arrivalNotAfterDeparture(arrival, departure)) return 'arrivalAfterDeparture'
  return null
}

/**
 * The instant of a school's local `HH:mm` on a local date (ARCHITECTURE §5: days and times are the
 * school's). Daylight-saving gaps resolve as @date-fns/tz does (forward).
 */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const minutes = toMinutes(time)
  return new Date(new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime())
}
