import { describe, expect, it } from 'vitest'
import { minutesOf } from './arithmetic'
import { roundPresence } from './presence'

// Research §1.1.6: "any half hour started is due", applied separately at arrival and departure.
describe('presence rounding (docs/manager-pricing.md "Presences")', () => {
  it.each([
    ['08:10', '17:05', 'half-hour-started', '08:00', '17:30', 570],
    ['08:30', '17:30', 'half-hour-started', '08:30', '17:30', 540],
    ['08:29', '17:31', 'half-hour-started', '08:00', '18:00', 600],
    ['08:10', '17:05', 'hour-started', '08:00', '18:00', 600],
    ['08:10', '17:05', 'none', '08:10', '17:05', 535],
  ] as const)('%s–%s (%s) → %s–%s', (arrival, departure, mode, from, to, minutes) => {
    const result = roundPresence(minutesOf(arrival), minutesOf(departure), mode)
    expect(result).toEqual({ arrival: minutesOf(from), departure: minutesOf(to), minutes })
  })
})
