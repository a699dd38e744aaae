import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateTableRowItem } from '@nido/domain/contracts/rate-tables'
import { rateTableSeed } from '@nido/domain/manager/pricing/seed'
import { auditLog, rateTableRows } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { rateTablesFor, seedRateTables } from './index'

// The dated rate tables (docs/manager-pricing.md "Tables", decision 0048): the seed, the list by
// kind, adding and correcting rows with their validation, and who may write which scope.
describe('rate tables (docs/manager-pricing.md "Tables")', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  let groupA: string
  let groupB: string

  const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })

  beforeAll(async () => {
    t = await createTestApp()
    await seedRateTables(t.database.db)
    groupA = (await t.make.world()).groupId
    groupB = (await t.make.world()).groupId
    cookies.super = await t.login((await t.make.user('SUPER_ADMIN')).email!)
    cookies.groupAdmin = await t.login((await t.make.staff('GROUP_ADMIN', { groupId: groupA })).email!)
  })
  afterAll(async () => t.close())

  it('seeds the research rows once, however often it runs, unverified ones flagged', async () => {
    await seedRateTables(t.database.db)
    const seeded = await t.database.db.select().from(rateTableRows)
    expect(seeded.filter((r) => r.seedKey !== null)).toHaveLength(rateTableSeed.length)
    const res = await call('groupAdmin', 'GET', '/rate-tables?kind=psu-resources-floor&limit=100')
    expect(res.statusCode, res.body).toBe(200)
    const items = res.json<{ items: RateTableRowItem[] }>().items
    expect(items[0]).toMatchObject({
      validFrom: '2026-01-01',
      values: { amountCents: 81_462 },
      unverified: false,
    })
    expect(items.find((i) => i.validFrom === '2025-01-01')).toMatchObject({
      unverified: true,
      editedBy: null,
    })
  })

  it('pages a kind newest first (keyset)', async () => {
    const first = await call(
      'super',
      'GET',
      '/rate-tables?kind=psu-resources-ceiling&limit=2&groupId=national',
    )
    const page1 = first.json<{ items: RateTableRowItem[]; nextCursor: string }>()
    expect(page1.items.map((i) => i.validFrom)).toEqual(['2025-09-01', '2024-09-01'])
    const second = await call(
      'super',
      'GET',
      `/rate-tables?kind=psu-resources-ceiling&limit=2&groupId=national&cursor=${page1.nextCursor}`,
    )
    expect(second.json<{ items: RateTableRowItem[] }>().items.map((i) => i.validFrom)).toEqual([
      '2023-01-01',
      '2022-01-01',
    ])
  })

  it('lets a group admin add a row for their group, which the engine then prefers', async () => {
    const res = await call('groupAdmin', 'POST', '/rate-tables', {
      kind: 'psu-resources-ceiling',
      groupId: groupA,
      validFrom: '2026-09-16',
      validTo: null,
      values: { amountCents: 900_000 },
      source: 'Convention with the CAF, 2026',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<RateTableRowItem>()).toMatchObject({ groupId: groupA, unverified: false })
    expect(res.json<RateTableRowItem>().editedBy?.name).toMatch(/^First/)
    const tables = await rateTablesFor(t.database.db, groupA, '2026-09-20', '2026-09-20')
    expect(
      tables
        .filter((r) => r.kind === 'psu-resources-ceiling')
        .map((r) => r.scope)
        .sort(),
    ).toEqual(['group', 'national'])
    expect(
      (await rateTablesFor(t.database.db, groupB, '2026-09-20', '2026-09-20')).some(
        (r) => r.scope === 'group',
      ),
    ).toBe(false)
  })

  it('refuses overlapping dates, bad values and reversed dates', async () => {
    const base = { kind: 'psu-resources-ceiling', groupId: groupA, source: 'x' }
    const overlap = await call('groupAdmin', 'POST', '/rate-tables', {
      ...base,
      validFrom: '2027-01-01',
      validTo: null,
      values: { amountCents: 1 },
    })
    expect(overlap.statusCode).toBe(409)
    expect(overlap.json().errorCode).toBe('RATE_TABLE_OVERLAP')
    const negative = await call('groupAdmin', 'POST', '/rate-tables', {
      ...base,
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
      values: { amountCents: -5 },
    })
    expect(negative.statusCode).toBe(400)
    expect(negative.json().errorCode).toBe('VALIDATION_ERROR')
    const fraction = await call('groupAdmin', 'POST', '/rate-tables', {
      ...base,
      kind: 'psu-effort-rates',
      validFrom: '2020-01-01',
      validTo: '2020-12-31',
      values: { ratesPpm: [619.5] },
    })
    expect(fraction.statusCode).toBe(400)
    const reversed = await call('groupAdmin', 'POST', '/rate-tables', {
      ...base,
      validFrom: '2020-12-31',
      validTo: '2020-01-01',
      values: { amountCents: 1 },
    })
    expect(reversed.statusCode).toBe(400)
  })

  it('keeps national rows for super admins and another group out of reach', async () => {
    const national = await call('groupAdmin', 'POST', '/rate-tables', {
      kind: 'psu-resources-floor',
      groupId: null,
      validFrom: '2016-01-01',
      validTo: '2016-12-31',
      values: { amountCents: 66_000 },
      source: 'x',
    })
    expect(national.statusCode).toBe(403)
    const other = await call('groupAdmin', 'GET', `/rate-tables?kind=psu-resources-floor&groupId=${groupB}`)
    expect(other.statusCode).toBe(404)
  })

  it('lets a super admin correct a seeded row, clearing its flag, and audits what it said', async () => {
    const [row] = await t.database.db
      .select()
      .from(rateTableRows)
      .where(eq(rateTableRows.seedKey, 'floor-2025'))
    const res = await call('super', 'PATCH', `/rate-tables/${row!.id}`, {
      values: { amountCents: 80_200 },
      source: 'caf.fr 2025 (checked)',
      verified: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<RateTableRowItem>()).toMatchObject({ values: { amountCents: 80_200 }, unverified: false })
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rateTables.correct')))
    expect(entry?.targets).toMatchObject({
      rowId: row!.id,
      before: { values: { amountCents: 80_100 }, unverified: true },
    })
    // A group admin sees the national row but may not correct it.
    expect((await call('groupAdmin', 'PATCH', `/rate-tables/${row!.id}`, { source: 'y' })).statusCode).toBe(
      403,
    )
    // The seed does not bring the old figure back.
    await seedRateTables(t.database.db)
    const [again] = await t.database.db
      .select()
      .from(rateTableRows)
      .where(eq(rateTableRows.seedKey, 'floor-2025'))
    expect(again!.values).toEqual({ amountCents: 80_200 })
  })
})
