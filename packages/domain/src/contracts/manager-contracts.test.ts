import { describe, expect, it } from 'vitest'
import { zContractFields } from './manager-contracts'

// The contract's own checks on the weekly presences (docs/manager-contracts.md "The form").
const fields = (weeks: Array<Array<{ weekday: number; start: string; end: string }>>) => ({
  type: 'RegularContract',
  schedule: 'Regular',
  tarificationType: 'psu',
  serviceOptionId: null,
  startDate: '2026-09-01',
  endDate: '2027-08-31',
  adaptationEndDate: null,
  weeks,
  holidayWeeks: [],
  baseCostCents: null,
  afternoonCostCents: null,
  note: null,
})

describe('weekly presences', () => {
  it('takes a day split in two, and the same hours on two days', () => {
    const day = (weekday: number) => [
      { weekday, start: '08:30', end: '12:00' },
      { weekday, start: '13:30', end: '17:30' },
    ]
    expect(zContractFields.safeParse(fields([[...day(1), ...day(2)]])).success).toBe(true)
  })

  it('refuses two slots of a day that overlap, on the later one', () => {
    const parsed = zContractFields.safeParse(
      fields([
        [
          { weekday: 1, start: '08:30', end: '12:00' },
          { weekday: 2, start: '08:30', end: '12:00' },
          { weekday: 1, start: '11:00', end: '17:00' },
        ],
      ]),
    )
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['weeks.0.2.start', 'overlap'],
    ])
  })

  it('lets a slot end when the next one starts', () => {
    const touching = [
      { weekday: 3, start: '08:00', end: '12:00' },
      { weekday: 3, start: '12:00', end: '18:00' },
    ]
    expect(zContractFields.safeParse(fields([touching])).success).toBe(true)
  })
})
