import type { DailyCheckInRefusal } from '../contracts/daily'
import type { DailyCheckInMode } from '../enums/features'

// Spec 001 §4 "Check-in status setting (guardian vs pro): None, CheckIn, MorningWord, All. Morning
// word is enabled for MorningWord or All; time pickers show on the guardian panel with All or
// CheckIn", §5 "Guardian check-in requires the daily module with guardian check-in enabled, a
// school with openings today, and the current time within an opening period. Observers are
// blocked from check-in", spec 000 §6 "pros use allowCheckIn".

/** Arrival and departure may be written in this mode (check-in or all). */
export function checkInTimesEnabled(mode: DailyCheckInMode): boolean {
  return mode === 'check-in' || mode === 'all'
}

/** The morning word may be written in this mode (morning-word or all). */
export function morningWordEnabled(mode: DailyCheckInMode): boolean {
  return mode === 'morning-word' || mode === 'all'
}

export interface GuardianCheckInInput {
  isGuardian: boolean
  hasChild: boolean
  dailyOn: boolean
  mode: DailyCheckInMode
  observer: boolean
  /** The school has an opening period today, after exceptional closings (school time zone). */
  openToday: boolean
  /** The school's local time now falls within one of today's opening periods. */
  withinOpening: boolean
}

/**
 * Why a guardian may not check in now, in the order a user would fix it, or null when they may.
 * The same rule hides the top-bar button (spec 000 §6) and refuses the save (spec 001 §5).
 */
export function guardianCheckInRefusal(input: GuardianCheckInInput): DailyCheckInRefusal | null {
  if (!input.isGuardian) return 'not-guardian'
  if (!input.hasChild) return 'no-child'
  if (!input.dailyOn) return 'feature-off'
  if (input.mode === 'none') return 'mode-none'
  if (input.observer) return 'observer'
  if (!input.openToday) return 'closed-today'
  if (!input.withinOpening) return 'outside-opening'
  return null
}
