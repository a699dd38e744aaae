import { describe, expect, it } from 'vitest'
import {
  arrivalNotAfterDeparture,
  ceilToTimeStep,
  checkInTimesError,
  floorToTimeStep,
  isOnTimeStep,
  localInstant,
  roundToTimeStep,
} from './daily-times'

describe('time steps (spec 001 §5 and §9: 5 minutes)', () => {
  it.each([
    ['08:00', true],
    ['08:05', true],
    ['08:07', false],
    ['23:55', true],
    ['23:59', false],
  ])('%s on a step: %s', (time, on) => {
    expect(isOnTimeStep(time)).toBe(on)
  })

  it.each([
    // time, floor, ceil, round
    ['08:00', '08:00', '08:00', '08:00'],
    ['08:02', '08:00', '08:05', '08:00'],
    ['08:03', '08:00', '08:05', '08:05'],
    ['16:52', '16:50', '16:55', '16:50'],
    ['23:58', '23:55', '23:55', '23:55'],
    ['00:01', '00:00', '00:05', '00:00'],
  ])('%s → floor %s, ceil %s, round %s', (time, floor, ceil, round) => {
    expect(floorToTimeStep(time)).toBe(floor)
    expect(ceilToTimeStep(time)).toBe(ceil)
    expect(roundToTimeStep(time)).toBe(round)
  })
})

describe('arrival not after departure (spec 001 §5)', () => {
  it.each([
    ['08:00', '17:00', true],
    ['08:00', '08:00', true],
    ['08:05', '08:00', false],
    ['17:00', '08:00', false],
    [null, '08:00', true],
    ['08:00', null, true],
    [null, null, true],
  ])('%s → %s: %s', (arrival, departure, ok) => {
    expect(arrivalNotAfterDeparture(arrival, departure)).toBe(ok)
  })

  it.each([
    ['08:00', '17:00', null],
    ['08:03', '17:00', 'timeStep'],
    ['08:00', '17:02', 'timeStep'],
    ['17:05', '17:00', 'arrivalAfterDeparture'],
    [null, null, null],
  ] as const)('checkInTimesError(%s, %s) → %s', (arrival, departure, key) => {
    expect(checkInTimesError(arrival, departure)).toBe(key)
  })
})

describe('localInstant (the school time zone, ARCHITECTURE §5)', () => {
  it.each([
    ['2026-11-18', '08:30', 'Europe/Paris', '2026-11-18T07:30:00.000Z'],
    ['2026-07-01', '08:30', 'Europe/Paris', '2026-07-01T06:30:00.000Z'],
    ['2026-11-18', '08:30', 'Europe/London', '2026-11-18T08:30:00.000Z'],
    ['2026-11-18', '00:00', 'America/New_York', '2026-11-18T05:00:00.000Z'],
  ])('%s %s in %s → %s', (date, time, zone, iso) => {
    expect(localInstant(date, time, zone).toISOString()).toBe(iso)
  })
})
