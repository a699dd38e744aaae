import { describe, expect, it } from 'vitest'
import { shifted } from './drag'

describe('shifted (spec 001 §7 move by drag)', () => {
  it.each([
    // One day later, same wall-clock time.
    ['2026-11-10T09:00:00.000Z', 'Europe/Paris', 1, 0, '2026-11-11T09:00:00.000Z'],
    // Across the end of summer time (25 October 2026): 10:00 in Paris stays 10:00.
    ['2026-10-24T08:00:00.000Z', 'Europe/Paris', 2, 0, '2026-10-26T09:00:00.000Z'],
    // A time-grid drag: 90 minutes later the same day.
    ['2026-11-10T09:00:00.000Z', 'Europe/Paris', 0, 90 * 60_000, '2026-11-10T10:30:00.000Z'],
    // Backwards.
    ['2026-11-10T09:00:00.000Z', 'Europe/London', -3, 0, '2026-11-07T09:00:00.000Z'],
  ])('%s in %s by %d days %d ms → %s', (iso, zone, days, ms, expected) => {
    expect(shifted(iso, zone, days, ms)).toBe(expected)
  })
})
