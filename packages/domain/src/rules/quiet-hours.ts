import { localDateOf, wallClock, addDays } from './calendar'
import { localInstant } from './daily-times'

// Quiet hours (docs/notifications.md, decision 0045): a notification e-mail queued between the
// recipient's start and end waits until end. Times are wall-clock `HH:MM` in the time zone of the
// recipient's school; an end earlier than the start spans midnight (22:00–07:00); equal times or
// a missing one mean no quiet hours.

/** When the quiet hours around `now` end, or null when `now` is outside them (send at once). */
export function quietHoursEnd(
  now: Date,
  start: string | null,
  end: string | null,
  timeZone: string,
): Date | null {
  if (!start || !end || start === end) return null
  const time = wallClock(now, timeZone).slice(11, 16)
  const today = localDateOf(now, timeZone)
  if (start < end) {
    // Same-day window (13:00–15:00).
    return time >= start && time < end ? localInstant(today, end, timeZone) : null
  }
  // Across midnight: the evening part ends tomorrow, the morning part today.
  if (time >= start) return localInstant(addDays(today, 1), end, timeZone)
  if (time < end) return localInstant(today, end, timeZone)
  return null
}
