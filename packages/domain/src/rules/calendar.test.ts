import { describe, expect, it } from 'vitest'
import { mayWriteCalendar } from '../access/actions/calendar'
import { calendarColours, calendarPalette } from '../enums/calendar'
import {
  addDays,
  ageOn,
  alertMinutes,
  allDayBounds,
  allDayLastDay,
  allDayShown,
  birthdaysInRange,
  daysBetween,
  defaultAlert,
  eventTimes,
  localDateOf,
  semiDaySplit,
  wallClock,
  zonedInstant,
} from './calendar'

const at = (iso: string) => new Date(iso)

describe('eventTimes (spec 001 §5: zero-length events get +5 minutes)', () => {
  it.each([
    ['2026-11-20T09:00:00Z', '2026-11-20T10:00:00Z', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T09:00:00Z', '2026-11-20T09:00:00Z', '2026-11-20T09:05:00.000Z'],
    ['2026-11-20T09:00:00Z', '2026-11-20T09:00:01Z', '2026-11-20T09:00:01.000Z'],
    ['2026-11-20T09:00:00Z', '2026-11-20T08:59:59Z', null],
  ])('%s → %s gives end %s', (start, end, expected) => {
    const result = eventTimes(at(start), at(end))
    expect(result ? result.endsAt.toISOString() : null).toBe(expected)
  })
})

describe('spec 001 §9 calendar defaults', () => {
  it('default alert is 0 minutes; the semi-day split is 12:00 / 14:00', () => {
    expect(defaultAlert).toEqual({ number: 0, unit: 'minutes' })
    expect(semiDaySplit).toEqual({ morningEnds: '12:00', afternoonStarts: '14:00' })
  })
})

describe('alertMinutes (spec 000 §3 reminder units)', () => {
  it.each([
    [0, 'minutes', 0],
    [15, 'minutes', 15],
    [2, 'hours', 120],
    [1, 'days', 1440],
  ] as const)('%d %s → %d minutes', (n, unit, minutes) => {
    expect(alertMinutes(n, unit)).toBe(minutes)
  })
})

describe('time zones (the event keeps its wall-clock time)', () => {
  it.each([
    ['2026-07-01T10:00', 'Europe/Paris', '2026-07-01T08:00:00.000Z'],
    ['2026-12-01T10:00', 'Europe/Paris', '2026-12-01T09:00:00.000Z'],
    ['2026-12-01T10:00', 'Europe/London', '2026-12-01T10:00:00.000Z'],
    ['2026-12-01', 'Europe/Lisbon', '2026-12-01T00:00:00.000Z'],
    // 02:30 does not exist on 29 March 2026 in Paris: the clocks jump to 03:30.
    ['2026-03-29T02:30', 'Europe/Paris', '2026-03-29T01:30:00.000Z'],
  ])('%s in %s is %s', (wall, zone, iso) => {
    expect(zonedInstant(wall, zone).toISOString()).toBe(iso)
  })

  it('wall clock and local date of an instant', () => {
    expect(wallClock(at('2026-11-20T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-21T00:30:00')
    expect(localDateOf(at('2026-11-20T23:30:00Z'), 'Europe/London')).toBe('2026-11-20')
  })

  it('rejects what is not a wall-clock time', () => {
    expect(() => zonedInstant('tomorrow', 'Europe/Paris')).toThrow(RangeError)
  })
})

describe('all-day events (spec 001 §5: shown 12:00 to 13:00)', () => {
  it('are stored from local midnight to the midnight after the last day', () => {
    const b = allDayBounds('2026-11-20', '2026-11-21', 'Europe/Paris')
    expect(b.startsAt.toISOString()).toBe('2026-11-19T23:00:00.000Z')
    expect(b.endsAt.toISOString()).toBe('2026-11-21T23:00:00.000Z')
    expect(allDayLastDay(b.startsAt, b.endsAt, 'Europe/Paris')).toBe('2026-11-21')
    // Zero length: one day.
    expect(allDayLastDay(b.startsAt, b.startsAt, 'Europe/Paris')).toBe('2026-11-20')
  })

  it.each([
    ['2026-11-20', '2026-11-20', '2026-11-20T12:00:00', '2026-11-20T13:00:00'],
    ['2026-11-20', '2026-11-22', '2026-11-20T12:00:00', '2026-11-22T13:00:00'],
  ])('%s..%s is shown %s → %s', (first, last, start, end) => {
    expect(allDayShown(first, last)).toEqual({ start, end })
  })
})

describe('dates', () => {
  it.each([
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-20', 0, '2026-11-20'],
  ])('%s + %d = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected)
    expect(daysBetween(date, expected)).toBe(days)
  })
})

describe('birthdays (read-only calendar entries, spec 001 §3)', () => {
  it.each([
    ['2023-05-10', '2026-01-01', '2026-12-31', ['2026-05-10']],
    ['2023-05-10', '2026-05-11', '2026-12-31', []],
    ['2026-12-30', '2026-12-01', '2027-01-31', ['2026-12-30']],
    ['2025-12-30', '2026-12-01', '2028-01-31', ['2026-12-30', '2027-12-30']],
    // Not before birth.
    ['2027-03-01', '2026-01-01', '2026-12-31', []],
    // 29 February falls on the 28th in common years.
    ['2024-02-29', '2026-02-01', '2026-03-31', ['2026-02-28']],
    ['2024-02-29', '2028-02-01', '2028-03-31', ['2028-02-29']],
  ])('born %s, %s..%s → %j', (birth, from, to, expected) => {
    expect(birthdaysInRange(birth, from, to)).toEqual(expected)
  })

  it.each([
    ['2023-05-10', '2026-05-10', 3],
    ['2024-02-29', '2026-02-28', 2],
    ['2023-05-10', '2026-05-09', 2],
  ])('born %s, on %s is %d', (birth, date, age) => {
    expect(ageOn(birth, date)).toBe(age)
  })
})

describe('palette (spec 000 §3: eleven colours with high-contrast alternatives)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const onWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

  it('has eleven colours', () => expect(calendarColours).toHaveLength(11))

  it.each(calendarColours)('%s: white text reaches 4.5:1, and 7:1 in high contrast (spec 000 §9)', (c) => {
    expect(onWhite(calendarPalette[c].normal)).toBeGreaterThanOrEqual(4.5)
    expect(onWhite(calendarPalette[c].highContrast)).toBeGreaterThanOrEqual(7)
  })
})

describe('mayWriteCalendar (spec 000 §6: staff write, observers only read)', () => {
  it.each([
    ['COORDINATOR', false, true],
    ['DIRECTOR', false, true],
    ['TEACHER', false, true],
    ['TEACHER', true, false],
    ['DIRECTOR', true, false],
    ['GUARDIAN', false, false],
    ['CHILD', false, false],
    ['SPONSOR', false, false],
    ['ETUDE', false, false],
  ] as const)('%s (observer %s) → %s', (profileType, observer, may) => {
    expect(mayWriteCalendar({ profileType, observer })).toBe(may)
  })
})
