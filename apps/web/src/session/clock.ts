// "Now" for the web, from one place (STYLE habit 6: time is a parameter; ARCHITECTURE §7). Code
// asks `now()` instead of `new Date()`, so a test sets the clock (`setClock`) rather than faking
// the global Date. "Today" is still computed in the school's time zone by the domain's rules.

type Clock = () => number

const systemClock: Clock = () => Date.now()
let clock: Clock = systemClock

/** The current instant. */
export function now(): Date {
  return new Date(clock())
}

/** The current instant in milliseconds since the epoch. */
export function nowMs(): number {
  return clock()
}

/** Tests: a fixed or moving clock (`() => Date.parse('2026-11-26T08:00:00Z')`); `null` restores the system's. */
export function setClock(next: Clock | null): void {
  clock = next ?? systemClock
}
