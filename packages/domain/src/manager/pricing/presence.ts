import { divUp } from './arithmetic'

// Rounding of real presences (research §1.1.6; a structure billing setting): "any half hour
// started is due" is the default, applied separately at arrival and departure: the arrival moves
// back to the start of its half hour, the departure forward to the end of its own.

export const presenceRoundings = ['none', 'half-hour-started', 'hour-started'] as const
export type PresenceRounding = (typeof presenceRoundings)[number]

const stepOf: Record<PresenceRounding, number> = { none: 1, 'half-hour-started': 30, 'hour-started': 60 }

/** The billed arrival and departure (minutes since midnight) and the billed minutes. */
export function roundPresence(
  arrivalMinutes: number,
  departureMinutes: number,
  rounding: PresenceRounding = 'half-hour-started',
): { arrival: number; departure: number; minutes: number } {
  const step = stepOf[rounding]
  const arrival = Math.floor(arrivalMinutes / step) * step
  const departure = divUp(departureMinutes, step) * step
  return { arrival, departure, minutes: Math.max(departure - arrival, 0) }
}
