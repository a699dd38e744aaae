// STYLE habit 6: time is a parameter. Code asks the injected clock for "now"; tests set it.
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that stands still until moved; for tests. */
export function fixedClock(
  start: Date | string,
): Clock & { set(d: Date | string): void; advance(ms: number): void } {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d)
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms)
    },
  }
}

/** The calendar date (YYYY-MM-DD) of an instant in an IANA time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/** The wall-clock time (HH:mm) and ISO weekday (1 = Monday) of an instant in a time zone. */
export function localTimeAndWeekday(instant: Date, timeZone: string): { time: string; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1
  return { time: `${get('hour')}:${get('minute')}`, weekday }
}
