import { describe, expect, it } from 'vitest'
import { quietHoursEnd } from './quiet-hours'

// docs/notifications.md "Quiet hours" (decision 0045), in the school's time zone.
describe('quietHoursEnd', () => {
  const paris = 'Europe/Paris'
  it.each([
    // [now (UTC), start, end, expected end (UTC) or null]
    ['2026-11-18T22:30:00Z', '22:00', '07:00', '2026-11-19T06:00:00.000Z'], // 23:30 Paris
    ['2026-11-18T04:00:00Z', '22:00', '07:00', '2026-11-18T06:00:00.000Z'], // 05:00 Paris
    ['2026-11-18T09:00:00Z', '22:00', '07:00', null], // 10:00 Paris
    ['2026-11-18T06:00:00Z', '22:00', '07:00', null], // 07:00 sharp: over
    ['2026-11-18T12:30:00Z', '13:00', '15:00', '2026-11-18T14:00:00.000Z'], // 13:30 Paris
    ['2026-11-18T15:00:00Z', '13:00', '15:00', null],
    ['2026-11-18T22:30:00Z', null, null, null],
    ['2026-11-18T22:30:00Z', '22:00', '22:00', null],
    ['2026-07-01T21:00:00Z', '22:00', '07:00', '2026-07-02T05:00:00.000Z'], // summer time
  ])('%s in %s–%s ends at %s', (now, start, end, expected) => {
    const result = quietHoursEnd(new Date(now), start, end, paris)
    expect(result?.toISOString() ?? null).toBe(expected)
  })
})
