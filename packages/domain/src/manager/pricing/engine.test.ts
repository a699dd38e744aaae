import { describe, expect, it } from 'vitest'
import { AppError } from '../../errors'
import { priceContract, psuHourlyRate, type PricedLine } from './engine'
import { formatExplanation } from './explanation'
import { zPricingInput, type ContractTerms, type PricingInput } from './input'
import { rateTableSeed } from './seed'
import type { RateTableRow } from './tables'

// The cost engine against the worked examples of the manager work order and the research file
// §1.1 (docs/manager-pricing.md). Every figure is exact: money in cents, hours in minutes.

const tables: readonly RateTableRow[] = rateTableSeed
const plain = (text: string) => text.replace(/\u00a0/g, ' ')

/** 36 h a week, Monday–Thursday 8:00–17:00. */
const thirtySixHours = [1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '17:00' }))

function psu(contract: Partial<ContractTerms>, household: PricingInput['household']): PricingInput {
  return {
    contract: {
      tarificationType: 'psu',
      startDate: '2026-01-05',
      endDate: '2027-01-03',
      weeks: [thirtySixHours],
      ...contract,
    },
    ...(household ? { household } : {}),
  }
}

function rate(input: PricingInput, date: string) {
  return psuHourlyRate(zPricingInput.parse(input), tables, date).hourlyCents
}

/** 52 weeks from Monday 5 January 2026, 5 of them declared holidays: 47 weeks of attendance. */
const holidayWeeks = ['2026-04-13', '2026-08-03', '2026-08-10', '2026-08-17', '2026-12-21']

describe('PSU hourly rate (research §1.1.1–1.1.3)', () => {
  it.each([
    // [what, children, aeeh, resources cents, date, expected cents]
    ['1 child, 3 500 €/month → 2.17 €/h', 1, 0, 350_000, '2026-03-01', 217],
    [
      '2 children, 500 €/month in 2026 → floor 814.62 € × 0.0516 % → 0.42 €/h',
      2,
      0,
      50_000,
      '2026-03-01',
      42,
    ],
    ['6 716.92 € × 0.0516 % → 3.47 €/h (creche-planner CT-01)', 2, 0, 671_692, '2026-03-01', 347],
    ['toupty.org: 32 360 €/yr ÷ 12, 3 children, 0.0413 % → 1.11 €/h', 3, 0, 269_667, '2026-03-01', 111],
    [
      'ceiling clamp: 10 000 € in October 2025 → 8 500 € × 0.0619 % → 5.26 €/h',
      1,
      0,
      1_000_000,
      '2025-10-01',
      526,
    ],
    ['ceiling before September 2025: 7 000 € × 0.0619 % → 4.33 €/h', 1, 0, 1_000_000, '2025-08-01', 433],
    [
      'AEEH: 1 child + 1 AEEH child → the 2-children rate, 3 500 € × 0.0516 % → 1.81 €/h',
      1,
      1,
      350_000,
      '2026-03-01',
      181,
    ],
    ['AEEH twice: 2 children + 2 AEEH → the 4–7 rate 0.0310 % → 1.09 €/h', 2, 2, 350_000, '2026-03-01', 109],
    ['8 children and more: 0.0206 %', 9, 0, 350_000, '2026-03-01', 72],
    ['2019 (until August): 3 000 € × 0.06 % → 1.80 €/h', 1, 0, 300_000, '2019-05-01', 180],
    ['2023: 3 000 € × 0.0619 % → 1.86 €/h (1.857 rounds half up)', 1, 0, 300_000, '2023-05-01', 186],
  ])('%s', (_what, children, aeehChildren, resources, date, expected) => {
    expect(
      rate(psu({}, { monthlyResourcesCents: resources, childrenInCharge: children, aeehChildren }), date),
    ).toBe(expected)
  })

  it('uses the lower table of family crèches (1 child → 0.0516 %)', () => {
    const input = psu({ structureKind: 'family' }, { monthlyResourcesCents: 350_000, childrenInCharge: 1 })
    expect(rate(input, '2026-03-01')).toBe(181)
  })

  it('prefers a group row over the national row on its dates', () => {
    const own: RateTableRow = {
      kind: 'psu-resources-floor',
      scope: 'group',
      validFrom: '2026-01-01',
      validTo: null,
      values: { amountCents: 100_000 },
    }
    const input = zPricingInput.parse(psu({}, { monthlyResourcesCents: 50_000, childrenInCharge: 2 }))
    expect(psuHourlyRate(input, [...tables, own], '2026-03-01').hourlyCents).toBe(52)
  })
})

describe('PSU mensualisation (research §1.1.4)', () => {
  it('36 h/week, 47 weeks over 12 months → 141 h/month × 2.17 € = 305.97 €', () => {
    const result = priceContract(
      psu({ holidayWeeks }, { monthlyResourcesCents: 350_000, childrenInCharge: 1 }),
      tables,
    )
    expect(result.attendanceWeeks).toBe(47)
    expect(result.contractMinutes).toBe(47 * 36 * 60)
    // By default every month the contract touches is billed: 13 here (January 2027 included).
    expect(result.billedMonths).toHaveLength(13)
    expect(result.monthlyMinutes).toBe(7809)
  })

  it('with twelve billed months, each line is 305.97 € and explains itself', () => {
    const billedMonths = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)
    const result = priceContract(
      psu({ holidayWeeks, billedMonths }, { monthlyResourcesCents: 350_000, childrenInCharge: 1 }),
      tables,
    )
    expect(result.lines).toHaveLength(12)
    for (const line of result.lines)
      expect(line).toMatchObject({ quantity: 8460, unitPriceCents: 217, amountCents: 30_597 })
    expect(result.totalCents).toBe(12 * 30_597)
    const text = plain(formatExplanation(result.lines[0]!.explanation, 'en'))
    expect(text).toBe(
      '141 h × 2.17 € = 305.97 €; 2.17 € = 3 500 € × 0.0619 %; effort rate for 1 child in charge; ' +
        '1 692 h over 47 weeks ÷ 12 months = 141 h a month',
    )
    expect(plain(formatExplanation(result.lines[0]!.explanation, 'fr'))).toBe(
      '141 h × 2,17 € = 305,97 € ; 2,17 € = 3 500 € × 0,0619 % ; taux d’effort pour 1 enfant à charge ; ' +
        '1 692 h sur 47 semaines ÷ 12 mois = 141 h par mois',
    )
  })

  it('885.50 h over 7 months → 126.50 h × 3.47 € → 438.96 €/month (creche-planner CT-02)', () => {
    // 885.5 h: 23 weeks of 38.5 h (Monday–Friday 8:00–15:42) from Monday 2 March 2026.
    const slots = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '15:42' }))
    const billedMonths = ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09']
    const result = priceContract(
      psu(
        { startDate: '2026-03-02', endDate: '2026-08-09', weeks: [slots], billedMonths },
        { monthlyResourcesCents: 671_692, childrenInCharge: 2 },
      ),
      tables,
    )
    expect(result.contractMinutes).toBe(885.5 * 60)
    expect(result.monthlyMinutes).toBe(126.5 * 60)
    expect(result.lines.map((l) => l.amountCents)).toEqual(Array(7).fill(43_896))
    expect(plain(formatExplanation(result.lines[0]!.explanation.slice(0, 2), 'en'))).toBe(
      '126.5 h × 3.47 € = 438.96 €; 3.47 € = 6 716.92 € × 0.0516 %',
    )
  })

  it.each([
    ['minute', 7590],
    ['half-hour-up', 7590],
    ['hour-up', 7620],
    ['hour-nearest', 7620],
  ] as const)('rounds 126.5 h a month per the setting %s → %i minutes', (rounding, minutes) => {
    const slots = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '15:42' }))
    const result = priceContract(
      psu(
        {
          startDate: '2026-03-02',
          endDate: '2026-08-09',
          weeks: [slots],
          billedMonths: ['2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09'],
          mensualisationRounding: rounding,
        },
        { monthlyResourcesCents: 671_692, childrenInCharge: 2 },
      ),
      tables,
    )
    expect(result.monthlyMinutes).toBe(minutes)
  })

  it('removes closed days and follows a two-week cycle', () => {
    // Week A: Monday 8–18 (10 h); week B: Monday and Tuesday 8–18 (20 h); four weeks = 60 h,
    // one Monday of week A closed → 50 h.
    const result = priceContract(
      psu(
        {
          startDate: '2026-03-02',
          endDate: '2026-03-29',
          weeks: [
            [{ weekday: 1, start: '08:00', end: '18:00' }],
            [
              { weekday: 1, start: '08:00', end: '18:00' },
              { weekday: 2, start: '08:00', end: '18:00' },
            ],
          ],
        },
        { monthlyResourcesCents: 350_000, childrenInCharge: 1 },
      ),
      tables,
    )
    expect(result.contractMinutes).toBe(60 * 60)
    const closed = priceContract(
      {
        ...psu(
          {
            startDate: '2026-03-02',
            endDate: '2026-03-29',
            weeks: [
              [{ weekday: 1, start: '08:00', end: '18:00' }],
              [
                { weekday: 1, start: '08:00', end: '18:00' },
                { weekday: 2, start: '08:00', end: '18:00' },
              ],
            ],
          },
          { monthlyResourcesCents: 350_000, childrenInCharge: 1 },
        ),
        calendar: { closings: [{ from: '2026-03-16', to: '2026-03-16' }] },
      },
      tables,
    )
    expect(closed.contractMinutes).toBe(50 * 60)
    expect(closed.lines).toHaveLength(1)
    expect(closed.lines[0]!.amountCents).toBe(50 * 217)
  })
})

describe('a table change during a contract (research §1.1.3)', () => {
  const household = { monthlyResourcesCents: 1_000_000, childrenInCharge: 1 }

  it('the September 2025 ceiling applies to running contracts from 1 September', () => {
    const result = priceContract(
      psu(
        { startDate: '2025-08-04', endDate: '2025-09-28', billedMonths: ['2025-08', '2025-09'] },
        household,
      ),
      tables,
    )
    expect(result.lines.map((l) => [l.month, l.unitPriceCents])).toEqual([
      ['2025-08', 433],
      ['2025-09', 526],
    ])
  })

  it('a new ceiling on the 16th splits the month into two priced lines by calendar days', () => {
    const ownCeiling: RateTableRow = {
      kind: 'psu-resources-ceiling',
      scope: 'group',
      validFrom: '2026-09-16',
      validTo: null,
      values: { amountCents: 900_000 },
    }
    const result = priceContract(psu({ holidayWeeks, billedMonths: ['2026-09'] }, household), [
      ...tables,
      ownCeiling,
    ])
    // 1 692 h in one billed month; 15 and 15 of 30 days.
    const [before, after] = result.lines as [PricedLine, PricedLine]
    expect(result.lines).toHaveLength(2)
    expect(before).toMatchObject({
      from: '2026-09-01',
      to: '2026-09-15',
      quantity: 50_760,
      unitPriceCents: 526,
    })
    expect(after).toMatchObject({
      from: '2026-09-16',
      to: '2026-09-30',
      quantity: 50_760,
      unitPriceCents: 557,
    })
    expect(before.quantity + after.quantity).toBe(result.monthlyMinutes)
    expect([before.amountCents, after.amountCents]).toEqual([444_996, 471_222])
    expect(plain(formatExplanation(after.explanation, 'en'))).toContain(
      '15 of 30 days of the month: 846 h of 1 692 h',
    )
  })
})

describe('fixed tariffs (spec 001 §3 tarification types, §9 semi-day split)', () => {
  const base = {
    startDate: '2026-03-02',
    endDate: '2026-03-29',
    billedMonths: ['2026-03'],
  }

  it('hourly: the mensualised hours × baseCost', () => {
    const result = priceContract(
      { contract: { ...base, tarificationType: 'hourly', weeks: [thirtySixHours], baseCostCents: 950 } },
      [],
    )
    expect(result.lines[0]).toMatchObject({ item: 'hours', quantity: 144 * 60, amountCents: 144 * 950 })
  })

  it('semi-daily: a slot starting before 12:00 is a morning, one ending after 14:00 an afternoon', () => {
    const weeks = [
      [
        { weekday: 1, start: '08:00', end: '12:00' }, // morning
        { weekday: 2, start: '13:00', end: '18:00' }, // afternoon
        { weekday: 3, start: '08:00', end: '18:00' }, // both
        { weekday: 4, start: '12:00', end: '14:00' }, // lunch only: a morning (decision 0048)
      ],
    ]
    const result = priceContract(
      {
        contract: {
          ...base,
          tarificationType: 'semi-daily',
          weeks,
          baseCostCents: 2_500,
          afternoonCostCents: 2_000,
        },
      },
      [],
    )
    expect(result.lines.map((l) => [l.item, l.quantity, l.amountCents])).toEqual([
      ['mornings', 12, 30_000],
      ['afternoons', 8, 16_000],
    ])
    expect(plain(formatExplanation(result.lines[0]!.explanation, 'fr'))).toBe(
      '12 matinées × 25 € ÷ 1 mois = 300 €',
    )
  })

  it('semi-daily over several months divides once and rounds half up', () => {
    const result = priceContract(
      {
        contract: {
          startDate: '2026-01-05',
          endDate: '2026-12-27',
          tarificationType: 'semi-daily',
          weeks: [[{ weekday: 1, start: '08:00', end: '12:00' }]],
          baseCostCents: 2_500,
        },
      },
      [],
    )
    // 51 Mondays × 25 € ÷ 12 months = 106.25 €
    expect(result.lines[0]).toMatchObject({ item: 'mornings', quantity: 51, amountCents: 10_625 })
  })

  it('daily: days with a presence × baseCost', () => {
    const result = priceContract(
      { contract: { ...base, tarificationType: 'daily', weeks: [thirtySixHours], baseCostCents: 6_000 } },
      [],
    )
    expect(result.lines[0]).toMatchObject({ item: 'days', quantity: 16, amountCents: 96_000 })
  })

  it('monthly: baseCost each billed month, no schedule needed', () => {
    const result = priceContract(
      {
        contract: {
          ...base,
          tarificationType: 'monthly',
          baseCostCents: 65_000,
          billedMonths: ['2026-03', '2026-04'],
        },
      },
      [],
    )
    expect(result.lines.map((l) => l.amountCents)).toEqual([65_000, 65_000])
    expect(plain(formatExplanation(result.lines[0]!.explanation, 'en'))).toBe('monthly price 650 €')
  })
})

describe('PAJE micro-crèche brackets (research §1.1.7)', () => {
  const tariffs: RateTableRow = {
    kind: 'paje-tariffs',
    scope: 'group',
    validFrom: '2026-01-01',
    validTo: null,
    values: { hourlyCents: [1_000, 900, 800] },
  }
  const paje = (monthlyResourcesCents: number, childrenInCharge: number) =>
    priceContract(
      {
        contract: {
          tarificationType: 'paje',
          startDate: '2026-03-02',
          endDate: '2026-03-29',
          weeks: [thirtySixHours],
          billedMonths: ['2026-03'],
        },
        household: { monthlyResourcesCents, childrenInCharge },
      },
      [...tables, tariffs],
    ).lines[0]!

  it.each([
    // 1 child: thresholds 20 509 € and 45 575 € a year
    ['1 child, 20 508 €/yr → bracket 1', 170_900, 1, 1_000],
    ['1 child, 24 000 €/yr → bracket 2', 200_000, 1, 900],
    ['1 child, 60 000 €/yr → bracket 3', 500_000, 1, 800],
    ['2 children, 24 000 €/yr → bracket 2 (threshold 23 420 €)', 200_000, 2, 900],
    ['3 children, 24 000 €/yr → bracket 1 (threshold 26 331 €)', 200_000, 3, 1_000],
    ['5 children, 30 000 €/yr → bracket 1 (26 331 + 2 × 2 911 = 32 153 €)', 250_000, 5, 1_000],
  ])('%s', (_what, resources, children, hourly) => {
    const line = paje(resources, children)
    expect(line).toMatchObject({ item: 'paje-hours', unitPriceCents: hourly, quantity: 144 * 60 })
    expect(line.amountCents).toBe(144 * hourly)
  })

  it('explains the bracket', () => {
    expect(plain(formatExplanation(paje(200_000, 1).explanation.slice(0, 2), 'en'))).toBe(
      '144 h × 9 € = 1 296 €; bracket 2 (annual resources 24 000 €; thresholds 20 509 € and 45 575 € for 1 child): 9 € an hour',
    )
  })
})

describe('missing data (spec 000 §8 MISSING_REQUIRED_CONTRACTOR_DATA)', () => {
  function missing(input: PricingInput, rows: readonly RateTableRow[] = tables) {
    try {
      priceContract(input, rows)
    } catch (error) {
      if (error instanceof AppError) return [error.code, error.details]
      throw error
    }
    return undefined
  }

  it('names the household fields the PSU needs', () => {
    expect(missing(psu({}, {}))).toEqual([
      'MISSING_REQUIRED_CONTRACTOR_DATA',
      { missing: ['household.monthlyResourcesCents', 'household.childrenInCharge'] },
    ])
  })

  it('names the schedule and prices of fixed tariffs', () => {
    expect(
      missing({
        contract: {
          tarificationType: 'semi-daily',
          startDate: '2026-03-02',
          endDate: '2026-03-29',
          weeks: [[{ weekday: 1, start: '08:00', end: '18:00' }]],
        },
      }),
    ).toEqual([
      'MISSING_REQUIRED_CONTRACTOR_DATA',
      { missing: ['contract.baseCostCents', 'contract.afternoonCostCents'] },
    ])
    expect(
      missing({
        contract: {
          tarificationType: 'hourly',
          startDate: '2026-03-02',
          endDate: '2026-03-29',
          baseCostCents: 1,
        },
      }),
    ).toEqual(['MISSING_REQUIRED_CONTRACTOR_DATA', { missing: ['contract.weeks'] }])
  })

  it('answers RATE_TABLE_MISSING for a date no row covers (no 2021 ceiling in the seed)', () => {
    expect(
      missing(
        psu(
          { startDate: '2021-03-01', endDate: '2021-03-28' },
          { monthlyResourcesCents: 1, childrenInCharge: 1 },
        ),
      ),
    ).toEqual(['RATE_TABLE_MISSING', { kind: 'psu-resources-floor', date: '2021-03-01' }])
  })
})
