import { addDays, wallClock, zonedInstant } from '@nido/domain/rules/calendar'

/**
 * Spec 001 §7 move: where a drag puts a series' stored instant. FullCalendar reports the drag as
 * whole days plus a time; the days are added to the wall-clock date in the event's zone (so a
 * 09:00 event dragged across a summer-time change stays at 09:00), then the time.
 */
export function shifted(iso: string, timeZone: string, days: number, milliseconds: number): string {
  const wall = wallClock(new Date(iso), timeZone)
  const moved = zonedInstant(`${addDays(wall.slice(0, 10), days)}${wall.slice(10)}`, timeZone)
  return new Date(moved.getTime() + milliseconds).toISOString()
}
