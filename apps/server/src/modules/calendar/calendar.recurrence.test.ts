import { describe, expect, it } from 'vitest'
import { occurrencesBetween, type SeriesInput } from './calendar.recurrence'

// Spec 001 §3 recurrence.frequency (none/daily/weekly/monthly/yearly) with exceptions, in the
// event's time zone.
const series = (o: Partial<SeriesInput> = {}): SeriesInput => ({
  startsAt: new Date('2026-03-23T08:00:00Z'), // Monday 09:00 in Paris (winter time)
  endsAt: new Date('2026-03-23T09:00:00Z'),
  allDay: false,
  timezone: 'Europe/Paris',
  recurrence: 'weekly',
  recurrenceUntil: null,
  exceptionDates: [],
  ...o,
})
const range = (from: string, to: string) => [new Date(from), new Date(to)] as const
const starts = (s: SeriesInput, from: string, to: string) =>
  occurrencesBetween(s, ...range(from, to)).map((o) => o.startsAt.toISOString())

describe('occurrencesBetween (spec 001 §3 recurrence)', () => {
  it('a single event appears when it overlaps the range', () => {
    const s = series({ recurrence: 'none' })
    expect(starts(s, '2026-03-23T00:00:00Z', '2026-03-24T00:00:00Z')).toEqual(['2026-03-23T08:00:00.000Z'])
    expect(starts(s, '2026-03-23T08:30:00Z', '2026-03-24T00:00:00Z')).toHaveLength(1)
    expect(starts(s, '2026-03-23T09:00:00Z', '2026-03-24T00:00:00Z')).toEqual([])
    expect(starts(s, '2026-03-22T00:00:00Z', '2026-03-23T08:00:00Z')).toEqual([])
  })

  it('weekly keeps 09:00 local across the daylight-saving change of 29 March', () => {
    expect(starts(series(), '2026-03-20T00:00:00Z', '2026-04-07T00:00:00Z')).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
    ])
  })

  it.each([
    ['daily', '2026-03-23T00:00:00Z', '2026-03-26T00:00:00Z', 3],
    ['weekly', '2026-03-23T00:00:00Z', '2026-05-01T00:00:00Z', 6],
    ['monthly', '2026-03-01T00:00:00Z', '2026-12-31T00:00:00Z', 10],
    ['yearly', '2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z', 4],
  ] as const)('%s between %s and %s: %d occurrences', (recurrence, from, to, count) => {
    expect(starts(series({ recurrence }), from, to)).toHaveLength(count)
  })

  it('stops after the last day and skips exception dates', () => {
    const s = series({ recurrence: 'daily', recurrenceUntil: '2026-03-27', exceptionDates: ['2026-03-25'] })
    expect(
      occurrencesBetween(s, ...range('2026-03-01T00:00:00Z', '2026-04-30T00:00:00Z')).map((o) => o.firstDay),
    ).toEqual(['2026-03-23', '2026-03-24', '2026-03-26', '2026-03-27'])
  })

  it('an occurrence that started before the range but still runs is included', () => {
    const s = series({ recurrence: 'daily', endsAt: new Date('2026-03-23T20:00:00Z') })
    const got = occurrencesBetween(s, ...range('2026-03-24T12:00:00Z', '2026-03-24T13:00:00Z'))
    expect(got.map((o) => o.firstDay)).toEqual(['2026-03-24'])
  })

  it('all-day series keep their length in days', () => {
    const s = series({
      allDay: true,
      startsAt: new Date('2026-03-22T23:00:00Z'), // 23 March, Paris midnight
      endsAt: new Date('2026-03-24T23:00:00Z'), // after 24 March
      recurrence: 'weekly',
    })
    const got = occurrencesBetween(s, ...range('2026-03-29T00:00:00Z', '2026-04-05T00:00:00Z'))
    expect(got).toEqual([
      {
        firstDay: '2026-03-30',
        lastDay: '2026-03-31',
        startsAt: new Date('2026-03-29T22:00:00Z'),
        endsAt: new Date('2026-03-31T22:00:00Z'),
      },
    ])
  })

  it('never returns more than the cap', () => {
    const s = series({
      recurrence: 'daily',
      startsAt: new Date('2020-01-01T08:00:00Z'),
      endsAt: new Date('2020-01-01T09:00:00Z'),
    })
    expect(starts(s, '2020-01-01T00:00:00Z', '2023-01-01T00:00:00Z').length).toBeLessThanOrEqual(500)
  })
})
