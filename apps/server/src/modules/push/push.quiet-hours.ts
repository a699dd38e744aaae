// Quiet hours (account settings quietHoursStart / quietHoursEnd, "HH:MM" or null): nothing is
// pushed between the two, read in the time zone of the school the notification is about; what
// falls inside waits for the end (docs/notifications-push.md "Quiet hours").

const minutesOf = (time: unknown): number | null => {
  if (typeof time !== 'string') return null
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

function localMinutes(now: Date, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now)
  } catch {
    parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now)
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return part('hour') * 60 + part('minute')
}

/**
 * When a notification may be sent: `now`, or the end of the quiet hours it falls in. A start
 * after the end spans midnight (22:00–07:00); equal or missing times mean no quiet hours.
 */
export function sendableAt(now: Date, settings: Record<string, unknown>, timeZone: string): Date {
  const start = minutesOf(settings.quietHoursStart)
  const end = minutesOf(settings.quietHoursEnd)
  if (start === null || end === null || start === end) return now
  const m = localMinutes(now, timeZone)
  const inside = start < end ? m >= start && m < end : m >= start || m < end
  if (!inside) return now
  const wait = (end - m + 1440) % 1440
  const atMinute = new Date(now)
  atMinute.setUTCSeconds(0, 0)
  return new Date(atMinute.getTime() + wait * 60_000)
}
