import { describe, expect, it } from 'vitest'
import {
  firstDeductedDay,
  invalidSlots,
  invoiceNumber,
  normalBic,
  normalCreditorId,
  normalIban,
  roundPresence,
} from './manager-structure'

describe('bank identity of a structure (docs/manager.md "Structure")', () => {
  it.each([
    ['FR76 3000 6000 0112 3456 7890 189', 'FR7630006000011234567890189'],
    ['gb29 nwbk 6016 1331 9268 19', 'GB29NWBK60161331926819'],
    ['FR76 3000 6000 0112 3456 7890 188', null],
    ['not an iban', null],
  ])('IBAN %s → %s', (input, expected) => {
    expect(normalIban(input)).toBe(expected)
  })

  it.each([
    ['bnpafrpp', 'BNPAFRPP'],
    ['NWBK GB 2L XXX', 'NWBKGB2LXXX'],
    ['BNPA', null],
  ])('BIC %s → %s', (input, expected) => {
    expect(normalBic(input)).toBe(expected)
  })

  it.each([
    // EPC262-08 examples: the business code (ZZZ) is left out of the check.
    ['FR72ZZZ123456', 'FR72ZZZ123456'],
    ['fr72 zzz 123456', 'FR72ZZZ123456'],
    ['FR72ABC123456', 'FR72ABC123456'],
    ['FR73ZZZ123456', null],
    ['DE98ZZZ09999999999', 'DE98ZZZ09999999999'],
    ['GB69ZZZFIREFLIES01', 'GB69ZZZFIREFLIES01'],
    ['XX', null],
  ])('SEPA creditor id %s → %s', (input, expected) => {
    expect(normalCreditorId(input)).toBe(expected)
  })
})

describe('presence rounding, each end on its own (docs/manager.md "Billing settings")', () => {
  const started = { mode: 'started', stepMinutes: 30 } as const
  it.each([
    ['08:10', '17:05', '08:00', '17:30', 570],
    ['08:00', '17:30', '08:00', '17:30', 570],
    ['08:29', '08:31', '08:00', '09:00', 60],
    ['23:50', '23:55', '23:30', '24:00', 30],
  ])('any half hour started is due: %s–%s bills %s–%s', (a, d, ra, rd, minutes) => {
    expect(roundPresence(a, d, started)).toEqual({ arrival: ra, departure: rd, minutes })
  })

  it('rounds to the nearest step, a half step towards more time', () => {
    const nearest = { mode: 'nearest', stepMinutes: 30 } as const
    expect(roundPresence('08:10', '17:05', nearest)).toEqual({
      arrival: '08:00',
      departure: '17:00',
      minutes: 540,
    })
    expect(roundPresence('08:20', '17:15', nearest)).toEqual({
      arrival: '08:30',
      departure: '17:30',
      minutes: 540,
    })
    expect(roundPresence('08:15', '17:15', nearest)).toEqual({
      arrival: '08:00',
      departure: '17:30',
      minutes: 570,
    })
  })

  it('keeps the times without rounding', () => {
    expect(roundPresence('08:10', '17:05', { mode: 'none', stepMinutes: 30 }).minutes).toBe(535)
  })
})

describe('time slots (modulated capacity, weekly openings)', () => {
  it('finds empty and overlapping slots of the same weekday', () => {
    expect(
      invalidSlots([
        { weekday: 1, from: '07:30', to: '12:00' },
        { weekday: 1, from: '11:00', to: '13:00' },
        { weekday: 2, from: '11:00', to: '13:00' },
        { weekday: 3, from: '13:00', to: '13:00' },
        { weekday: 1, from: '12:00', to: '18:00' },
      ]),
    ).toEqual([1, 3, 4])
  })
})

describe('illness waiting period', () => {
  it.each([
    ['2026-11-16', 3, 'calendar', '2026-11-19'],
    ['2026-11-19', 3, 'calendar', '2026-11-22'],
    // Thursday + 3 working days (Thu, Fri, Mon) → Tuesday.
    ['2026-11-19', 3, 'working', '2026-11-24'],
    ['2026-11-19', 0, 'working', '2026-11-19'],
  ] as const)('from %s, %i %s days → %s', (first, days, kind, expected) => {
    expect(firstDeductedDay(first, days, kind)).toBe(expected)
  })
})

it('numbers an invoice of a series', () => {
  expect(invoiceNumber('LDN-2026-', 42)).toBe('LDN-2026-00042')
})
