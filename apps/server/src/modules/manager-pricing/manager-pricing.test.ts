import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PricePreview } from '@nido/domain/contracts/manager-pricing'
import { formatExplanation } from '@nido/domain/manager/pricing/explanation'
import { and, eq } from 'drizzle-orm'
import { featureFlags, openings } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { seedRateTables } from '../rate-tables/index'

// The price preview (docs/manager-pricing.md "Preview"): the engine with the tables the server
// loads for the current school's group, the school's closings, and the error codes.
describe('manager price preview (docs/manager-pricing.md "Preview")', () => {
  let t: TestApp
  let director: string
  let schoolId: string

  const preview = (payload: object, cookie = director) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/manager/price-preview',
      headers: { cookie },
      payload: payload as Record<string, unknown>,
    })

  const thirtySix = [1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '17:00' }))
  const billedMonths = Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)

  beforeAll(async () => {
    t = await createTestApp()
    await seedRateTables(t.database.db)
    const world = await t.make.world()
    schoolId = world.schoolId
    await t.make.feature(schoolId, 'manager', true)
    director = await t.login((await t.make.staff('DIRECTOR', { schoolId })).email!)
  })
  afterAll(async () => t.close())

  it('prices a PSU contract: 141 h × 2.17 € = 305.97 € a month', async () => {
    const res = await preview({
      contract: {
        tarificationType: 'psu',
        startDate: '2026-01-05',
        endDate: '2027-01-03',
        weeks: [thirtySix],
        holidayWeeks: ['2026-04-13', '2026-08-03', '2026-08-10', '2026-08-17', '2026-12-21'],
        billedMonths,
      },
      household: { monthlyResourcesCents: 350_000, childrenInCharge: 1 },
    })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<PricePreview>()
    expect(body.lines).toHaveLength(12)
    expect(body.lines[0]).toMatchObject({ amountCents: 30_597, unitPriceCents: 217, quantity: 8460 })
    expect(formatExplanation(body.lines[0]!.explanation.slice(0, 2), 'en').replace(/\u00a0/g, ' ')).toBe(
      '141 h × 2.17 € = 305.97 €; 2.17 € = 3 500 € × 0.0619 %',
    )
    expect(body.unverifiedRowIds).toEqual([])
  })

  it('removes the school’s whole-day closings from the contract hours', async () => {
    await t.database.db
      .insert(openings)
      .values({ schoolId, type: 'Closing', dateFrom: '2026-03-16', dateTo: '2026-03-17', label: 'Training' })
    const res = await preview({
      contract: {
        tarificationType: 'hourly',
        startDate: '2026-03-02',
        endDate: '2026-03-29',
        weeks: [thirtySix],
        baseCostCents: 1_000,
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<PricePreview>().contractMinutes).toBe((144 - 18) * 60)
  })

  it('answers MISSING_REQUIRED_CONTRACTOR_DATA naming the missing fields', async () => {
    const res = await preview({
      contract: {
        tarificationType: 'psu',
        startDate: '2026-01-05',
        endDate: '2026-06-30',
        weeks: [thirtySix],
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      errorCode: 'MISSING_REQUIRED_CONTRACTOR_DATA',
      details: { missing: ['household.monthlyResourcesCents', 'household.childrenInCharge'] },
    })
  })

  it('answers RATE_TABLE_MISSING when no row covers the dates, and flags unverified figures', async () => {
    const gap = await preview({
      contract: {
        tarificationType: 'psu',
        startDate: '2021-03-01',
        endDate: '2021-03-28',
        weeks: [thirtySix],
      },
      household: { monthlyResourcesCents: 300_000, childrenInCharge: 1 },
    })
    expect(gap.statusCode).toBe(409)
    expect(gap.json().errorCode).toBe('RATE_TABLE_MISSING')
    const flagged = await preview({
      contract: {
        tarificationType: 'psu',
        startDate: '2025-03-03',
        endDate: '2025-03-30',
        weeks: [thirtySix],
      },
      household: { monthlyResourcesCents: 50_000, childrenInCharge: 1 },
    })
    expect(flagged.statusCode, flagged.body).toBe(200)
    expect(flagged.json<PricePreview>().unverifiedRowIds).toHaveLength(1)
  })

  it('refuses a guardian (403) and a school with the manager module off', async () => {
    const guardian = await t.login((await t.make.user('GUARDIAN')).email!)
    const body = {
      contract: {
        tarificationType: 'monthly',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        baseCostCents: 1,
      },
    }
    expect((await preview(body, guardian)).statusCode).toBe(403)
    await t.database.db
      .update(featureFlags)
      .set({ enabled: false })
      .where(and(eq(featureFlags.schoolId, schoolId), eq(featureFlags.key, 'manager')))
    const off = await preview(body)
    expect(off.statusCode).toBe(403)
    expect(off.json().errorCode).toBe('FORBIDDEN_BY_FEATURE_SETTINGS')
  })
})
