import { describe, expect, it } from 'vitest'
import {
  isWithinOpening,
  normalizeTime,
  openingDay,
  regularPeriods,
  weekdayOf,
  weeklyHours,
  type Closing,
  type RegularOpening,
} from './openings'

// Monday to Friday 08:00–18:00, Wednesday only mornings and afternoons with a lunch break.
const week: RegularOpening[] = [
  { weekday: 1, startsAt: '08:00', endsAt: '18:00' },
  { weekday: 2, startsAt: '08:00:00', endsAt: '18:00:00' },
  { weekday: 3, startsAt: '08:00', endsAt: '12:00' },
  { weekday: 3, startsAt: '13:30', endsAt: '17:00' },
  { weekday: 4, startsAt: '08:00', endsAt: '18:00' },
  { weekday: 5, startsAt: '08:00', endsAt: '16:00' },
]

describe('weekdayOf: ISO weekday of a date (spec 000 §3 monday=1 … sunday=7)', () => {
  it.each([
    ['2026-11-16', 1],
    ['2026-11-18', 3],
    ['2026-11-22', 7],
    ['2026-11-23', 1],
    ['2024-02-29', 4],
    ['2026-12-31', 4],
    ['2027-01-01', 5],
    ['2026-03-29', 7], // the day Europe switches to summer time
    ['2026-10-25', 7], // and back
    ['1970-01-01', 4],
  ])('%s is weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday)
  })

  it('does not depend on the process time zone', () => {
    const saved = process.env.TZ
    try {
      for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
        process.env.TZ = tz
        expect(weekdayOf('2026-11-22')).toBe(7)
        expect(weekdayOf('2026-11-23')).toBe(1)
      }
    } finally {
      process.env.TZ = saved
    }
  })

  it.each(['2026-11-1', '18/11/2026', ''])('refuses %j', (date) => {
    expect(() => weekdayOf(date)).toThrow(RangeError)
  })
})

describe('regular openings (spec 000 §7 regular openings)', () => {
  it('lists every weekday 1–7, empty on closed days', () => {
    const hours = weeklyHours(week)
    expect(hours.map((d) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(hours[2]!.periods).toEqual([
      { startsAt: '08:00', endsAt: '12:00' },
      { startsAt: '13:30', endsAt: '17:00' },
    ])
    expect(hours[5]!.periods).toEqual([])
    expect(hours[6]!.periods).toEqual([])
  })

  it.each([
    [
      'overlapping periods are joined',
      [
        ['08:00', '12:00'],
        ['11:00', '14:00'],
      ],
      [['08:00', '14:00']],
    ],
    [
      'touching periods are joined',
      [
        ['08:00', '12:00'],
        ['12:00', '14:00'],
      ],
      [['08:00', '14:00']],
    ],
    [
      'periods are sorted',
      [
        ['14:00', '16:00'],
        ['08:00', '10:00'],
      ],
      [
        ['08:00', '10:00'],
        ['14:00', '16:00'],
      ],
    ],
    ['an end at 00:00 means midnight', [['20:00', '00:00']], [['20:00', '24:00']]],
    [
      'an empty or reversed period is dropped',
      [
        ['10:00', '10:00'],
        ['12:00', '09:00'],
      ],
      [],
    ],
  ])('%s', (_, input, expected) => {
    const rows = input.map(([startsAt, endsAt]) => ({ weekday: 6, startsAt: startsAt!, endsAt: endsAt! }))
    expect(regularPeriods(rows, 6)).toEqual(expected.map(([startsAt, endsAt]) => ({ startsAt, endsAt })))
  })

  it('normalizes database times HH:mm:ss to HH:mm', () => {
    expect(normalizeTime('07:45:00')).toBe('07:45')
    expect(normalizeTime('07:45')).toBe('07:45')
    expect(() => normalizeTime('24:30')).toThrow(RangeError)
    expect(() => normalizeTime('7:45')).toThrow(RangeError)
  })
})

describe('opening day (spec 000 §5 "a school with openings today", §7 opening details)', () => {
  const christmas: Closing = { label: 'Christmas', dateFrom: '2026-12-24', dateTo: '2027-01-01' }

  it.each<[string, string, Closing[], boolean, string[][], number]>([
    ['a Monday with no closing', '2026-11-16', [], true, [['08:00', '18:00']], 0],
    ['a Sunday (no weekly hours)', '2026-11-22', [], false, [], 0],
    [
      'a Wednesday keeps its two periods',
      '2026-11-18',
      [],
      true,
      [
        ['08:00', '12:00'],
        ['13:30', '17:00'],
      ],
      0,
    ],
    ['the first day of a closing spanning the new year', '2026-12-24', [christmas], false, [], 1],
    ['a day inside it, across the year end', '2026-12-31', [christmas], false, [], 1],
    ['its last day (included)', '2027-01-01', [christmas], false, [], 1],
    ['the day after it', '2027-01-04', [christmas], true, [['08:00', '18:00']], 0],
    [
      'the day before it',
      '2026-12-23',
      [christmas],
      true,
      [
        ['08:00', '12:00'],
        ['13:30', '17:00'],
      ],
      0,
    ],
    [
      'a one-day closing without dateTo',
      '2026-11-19',
      [{ label: 'Staff training', dateFrom: '2026-11-19', dateTo: null }],
      false,
      [],
      1,
    ],
    [
      'a closing with times cuts the middle of a period',
      '2026-11-16',
      [
        {
          label: 'Fire drill',
          dateFrom: '2026-11-16',
          dateTo: '2026-11-16',
          startsAt: '12:00:00',
          endsAt: '14:00:00',
        },
      ],
      true,
      [
        ['08:00', '12:00'],
        ['14:00', '18:00'],
      ],
      1,
    ],
    [
      'a closing with times that covers the whole period',
      '2026-11-20',
      [
        {
          label: 'Half day',
          dateFrom: '2026-11-20',
          dateTo: '2026-11-20',
          startsAt: '07:00',
          endsAt: '16:30',
        },
      ],
      false,
      [],
      1,
    ],
    [
      'a closing with times in the lunch break changes nothing but is listed',
      '2026-11-18',
      [{ label: 'Lunch', dateFrom: '2026-11-18', dateTo: '2026-11-18', startsAt: '12:15', endsAt: '13:00' }],
      true,
      [
        ['08:00', '12:00'],
        ['13:30', '17:00'],
      ],
      1,
    ],
    [
      'a timed closing over days: its first day closes from its start time',
      '2026-11-20',
      [{ label: 'Works', dateFrom: '2026-11-20', dateTo: '2026-11-23', startsAt: '14:00', endsAt: '10:00' }],
      true,
      [['08:00', '14:00']],
      1,
    ],
    [
      'the same closing: its last day reopens at its end time',
      '2026-11-23',
      [{ label: 'Works', dateFrom: '2026-11-20', dateTo: '2026-11-23', startsAt: '14:00', endsAt: '10:00' }],
      true,
      [['10:00', '18:00']],
      1,
    ],
    [
      'a closing ending at 00:00 on a later day leaves that day open and is not listed',
      '2026-11-17',
      [
        {
          label: 'Evening',
          dateFrom: '2026-11-16',
          dateTo: '2026-11-17',
          startsAt: '17:00',
          endsAt: '00:00',
        },
      ],
      true,
      [['08:00', '18:00']],
      0,
    ],
    [
      'two closings on the same day both cut',
      '2026-11-16',
      [
        { label: 'A', dateFrom: '2026-11-16', dateTo: '2026-11-16', startsAt: '08:00', endsAt: '09:00' },
        { label: 'B', dateFrom: '2026-11-10', dateTo: '2026-11-16', endsAt: '10:00' },
        { label: 'C', dateFrom: '2026-11-16', dateTo: '2026-11-30', startsAt: '17:00' },
      ],
      true,
      [['10:00', '17:00']],
      3,
    ],
    [
      'a closing on another date is ignored',
      '2026-11-16',
      [{ label: 'Other', dateFrom: '2026-11-17', dateTo: '2026-11-17' }],
      true,
      [['08:00', '18:00']],
      0,
    ],
  ])('%s', (_, date, closings, isOpen, periods, closingCount) => {
    const day = openingDay({ regular: week, closings, date })
    expect(day.isOpen).toBe(isOpen)
    expect(day.periods).toEqual(periods.map(([startsAt, endsAt]) => ({ startsAt, endsAt })))
    expect(day.closings).toHaveLength(closingCount)
    expect(day).not.toHaveProperty('isOpenNow')
  })

  it('lists a closing with its label, its whole date range and its times', () => {
    const day = openingDay({
      regular: week,
      closings: [christmas, { label: null, dateFrom: '2026-12-31', dateTo: null, startsAt: '15:00:00' }],
      date: '2026-12-31',
    })
    expect(day.closings).toEqual([
      { label: 'Christmas', dateFrom: '2026-12-24', dateTo: '2027-01-01', startsAt: null, endsAt: null },
      { label: null, dateFrom: '2026-12-31', dateTo: '2026-12-31', startsAt: '15:00', endsAt: null },
    ])
  })

  it.each([
    ['07:59', false],
    ['08:00', true],
    ['11:59', true],
    ['12:00', false],
    ['13:00', false],
    ['13:30', true],
    ['16:59', true],
    ['17:00', false],
    ['23:59', false],
  ])('on a Wednesday at %s isOpenNow is %s (start included, end excluded)', (time, expected) => {
    const day = openingDay({ regular: week, closings: [], date: '2026-11-18', time })
    expect(day.isOpenNow).toBe(expected)
    expect(isWithinOpening(day.periods, time)).toBe(expected)
  })

  it('is not open now during a timed closing', () => {
    const day = openingDay({
      regular: week,
      closings: [
        { label: 'Drill', dateFrom: '2026-11-16', dateTo: '2026-11-16', startsAt: '12:00', endsAt: '14:00' },
      ],
      date: '2026-11-16',
      time: '13:00',
    })
    expect(day.isOpen).toBe(true)
    expect(day.isOpenNow).toBe(false)
  })

  it('is never open on a day without periods', () => {
    expect(isWithinOpening([], '10:00')).toBe(false)
  })
})
