import { describe, expect, it } from 'vitest'
import { rateTableSeed } from './seed'
import { rangesOverlap, rateTableValueSchemas, rowOn } from './tables'

// The seeded rows (research §1.1.2, §1.1.3, §1.1.7) are valid and never overlap within a kind.
describe('rate-table seed (docs/manager-pricing.md "Tables")', () => {
  it('has valid values and a source on every row', () => {
    for (const row of rateTableSeed) {
      expect(rateTableValueSchemas[row.kind].safeParse(row.values).success, row.seedKey).toBe(true)
      expect(row.source.length).toBeGreaterThan(0)
    }
  })

  it('has no two rows of one kind sharing a day, and unique seed keys', () => {
    for (const a of rateTableSeed)
      for (const b of rateTableSeed)
        if (a !== b && a.kind === b.kind) expect(rangesOverlap(a, b), `${a.seedKey} ${b.seedKey}`).toBe(false)
    expect(new Set(rateTableSeed.map((r) => r.seedKey)).size).toBe(rateTableSeed.length)
  })

  it('flags the figures the research marks unverified', () => {
    expect(rateTableSeed.filter((r) => r.unverified).map((r) => r.seedKey)).toEqual([
      'floor-2024',
      'floor-2025',
      'paje-brackets-2016',
    ])
  })

  it('finds the row in force on a date, open rows included', () => {
    expect(rowOn(rateTableSeed, 'psu-resources-ceiling', '2025-08-31')?.values).toEqual({
      amountCents: 700_000,
    })
    expect(rowOn(rateTableSeed, 'psu-resources-ceiling', '2025-09-01')?.values).toEqual({
      amountCents: 850_000,
    })
    expect(rowOn(rateTableSeed, 'psu-resources-floor', '2030-01-01')?.values).toEqual({ amountCents: 81_462 })
    expect(rowOn(rateTableSeed, 'psu-resources-floor', '2021-06-01')).toBeUndefined()
  })
})
