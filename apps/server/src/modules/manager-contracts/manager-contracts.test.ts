import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ManagerContract, PricingDecision } from '@nido/domain/contracts/manager-contracts'
import { formatExplanation } from '@nido/domain/manager/pricing/explanation'
import { eq } from 'drizzle-orm'
import { auditLog } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { seedRateTables } from '../rate-tables/index'

// The manager's contracts (docs/manager-contracts.md): the worked PSU example priced through the
// API, the pricing decisions, the frozen PDF and the family's signature, on the real database.
describe("manager contracts (spec 000 §2; 001 §3 'Contract (cost calculation)')", () => {
  let t: TestApp
  let childId: string
  let guardianId: string
  const cookies: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) })

  // 4 days × 9 h = 36 h a week; 2026-01-05 (a Monday) → 2026-12-31 touches 12 months, and
  // 51 weeks and a half less 5 holiday weeks (the last half week among them) leave 47 weeks.
  const thirtySix = [1, 2, 3, 4].map((weekday) => ({ weekday, start: '08:00', end: '17:00' }))
  const fields = {
    type: 'RegularContract',
    schedule: 'Regular',
    tarificationType: 'psu',
    serviceOptionId: null,
    startDate: '2026-01-05',
    endDate: '2026-12-31',
    adaptationEndDate: null,
    weeks: [thirtySix],
    holidayWeeks: ['2026-04-13', '2026-08-03', '2026-08-10', '2026-08-17', '2026-12-28'],
    baseCostCents: null,
    afternoonCostCents: null,
    note: 'Worked example',
  }
  const resource = (validFrom: string, monthlyAmountCents: number) => ({
    validFrom,
    monthlyAmountCents,
    childrenInCharge: 1,
    aeeh: false,
    source: 'CafCdap',
    proofNote: null,
  })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await seedRateTables(t.database.db)
    const world = await t.make.world()
    await t.make.feature(world.schoolId, 'manager', true)
    const child = await t.make.child(world.sectionIds[0], { firstname: 'Zoé', lastname: 'Martin' })
    childId = child.id
    const guardian = await t.make.guardianOf([child.id], { referent: true })
    const other = await t.make.guardianOf([child.id])
    guardianId = guardian.id
    cookies.guardian = await t.login(guardian.email!)
    cookies.other = await t.login(other.email!)
    cookies.director = await t.login((await t.make.staff('DIRECTOR', { schoolId: world.schoolId })).email!)
    cookies.teacher = await t.login(
      (await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })).email!,
    )
    cookies.farTeacher = await t.login(
      (await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] })).email!,
    )
    const holder = await call(
      'director',
      'PUT',
      `/api/v1/manager/children/${childId}/guardians/${guardianId}/contract-holder`,
      {
        contractHolder: true,
      },
    )
    expect(holder.statusCode, holder.body).toBe(200)
  })
  afterAll(async () => t.close())

  let contractId: string

  it('saves a contract that lacks the household resources, and names them', async () => {
    const res = await call('director', 'POST', `/api/v1/manager/children/${childId}/contracts`, fields)
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json<ManagerContract>()
    contractId = body.id
    expect(body).toMatchObject({
      documentStatus: 'Draft',
      status: 'Inactive',
      estimateStatus: 'none',
      pricing: null,
      monthlyCents: null,
      canEdit: true,
    })
    expect(body.missing).toEqual(['household.monthlyResourcesCents', 'household.childrenInCharge'])
    const send = await call('director', 'POST', `/api/v1/manager/contracts/${contractId}/send`)
    expect(send.statusCode).toBe(400)
    expect(send.json()).toMatchObject({
      errorCode: 'MISSING_REQUIRED_CONTRACTOR_DATA',
      details: { missing: expect.arrayContaining(['household.monthlyResourcesCents']) },
    })
    // The teacher reads the contract with the child's file, and may not change it.
    const teacher = await call('teacher', 'GET', `/api/v1/manager/contracts/${contractId}`)
    expect(teacher.statusCode).toBe(200)
    expect(teacher.json().canEdit).toBe(false)
    expect((await call('teacher', 'PUT', `/api/v1/manager/contracts/${contractId}`, fields)).statusCode).toBe(
      403,
    )
  })

  it('prices the worked example: 141 h × 2.17 € = 305.97 € a month', async () => {
    const added = await call(
      'director',
      'POST',
      `/api/v1/manager/guardians/${guardianId}/resources`,
      resource('2025-01-01', 350_000),
    )
    expect(added.statusCode, added.body).toBe(201)
    const res = await call('director', 'POST', `/api/v1/manager/contracts/${contractId}/pricing-decisions`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<ManagerContract>()
    expect(body.missing).toEqual([])
    expect(body.monthlyCents).toBe(30_597)
    expect(body.pricing).toMatchObject({
      monthlyCents: 30_597,
      monthlyMinutes: 141 * 60,
      attendanceWeeks: 47,
      changes: [],
      household: { monthlyResourcesCents: 350_000, childrenInCharge: 1, aeehChildren: 0 },
    })
    expect(body.pricing!.billedMonths).toHaveLength(12)
    expect(body.pricing!.tableRowIds.length).toBeGreaterThan(0)
    expect(
      formatExplanation(body.pricing!.lines[0]!.explanation.slice(0, 2), 'en').replace(/\u00a0/g, ' '),
    ).toBe('141 h × 2.17 € = 305.97 €; 2.17 € = 3 500 € × 0.0619 %')
    // Pricing again with the same inputs records nothing new.
    await call('director', 'POST', `/api/v1/manager/contracts/${contractId}/pricing-decisions`)
    const list = await call('director', 'GET', `/api/v1/manager/children/${childId}/contracts`)
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: contractId, monthlyCents: 30_597, currency: 'EUR' }),
    ])
    const decisions = await call(
      'director',
      'GET',
      `/api/v1/manager/contracts/${contractId}/pricing-decisions`,
    )
    expect(decisions.json().items).toHaveLength(1)
  })

  it('records a new decision when the resources change, the first unchanged', async () => {
    const before = (
      await call('director', 'GET', `/api/v1/manager/contracts/${contractId}/pricing-decisions`)
    ).json().items[0] as PricingDecision
    await call(
      'director',
      'POST',
      `/api/v1/manager/guardians/${guardianId}/resources`,
      resource('2025-06-01', 300_000),
    )
    const res = await call('director', 'POST', `/api/v1/manager/contracts/${contractId}/pricing-decisions`)
    expect(res.json<ManagerContract>().pricing).toMatchObject({
      changes: ['resources'],
      household: { monthlyResourcesCents: 300_000 },
    })
    const page1 = await call(
      'director',
      'GET',
      `/api/v1/manager/contracts/${contractId}/pricing-decisions?limit=1`,
    )
    expect(page1.json().items[0].changes).toEqual(['resources'])
    const page2 = await call(
      'director',
      'GET',
      `/api/v1/manager/contracts/${contractId}/pricing-decisions?limit=1&cursor=${page1.json().nextCursor}`,
    )
    expect(page2.json().items).toEqual([before])
    expect(page2.json().nextCursor).toBeNull()
  })

  it('shows a submitted estimate to the holder, who accepts it; drafts stay hidden', async () => {
    const list = (who: string) => call(who, 'GET', `/api/v1/manager/guardian/children/${childId}/contracts`)
    expect((await list('guardian')).json().items).toEqual([])
    const hidden = await call(
      'guardian',
      'GET',
      `/api/v1/manager/guardian/children/${childId}/contracts/${contractId}`,
    )
    expect(hidden.statusCode).toBe(404)
    const submit = await call('director', 'POST', `/api/v1/manager/contracts/${contractId}/estimate`)
    expect(submit.statusCode, submit.body).toBe(200)
    expect(submit.json().estimateStatus).toBe('submitted')
    expect((await list('guardian')).json().items).toHaveLength(1)
    const accept = `/api/v1/manager/guardian/children/${childId}/contracts/${contractId}/accept-estimate`
    const accepted = await call('guardian', 'POST', accept)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ estimateStatus: 'accepted', canEdit: false })
    expect((await call('guardian', 'POST', accept)).json().errorCode).toBe('ESTIMATE_NOT_SUBMITTED')
    // A guardian who does not hold the contract learns nothing of it.
    expect((await list('other')).statusCode).toBe(404)
  })

  it('sends: the PDF is frozen, its SHA-256 kept; the draft can no longer change', async () => {
    const res = await call('director', 'POST', `/api/v1/manager/contracts/${contractId}/send`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<ManagerContract>()
    expect(body).toMatchObject({
      documentStatus: 'AwaitingSignature',
      sentAt: '2026-11-18T09:30:00.000Z',
      canEdit: false,
    })
    const pdf = await call('director', 'GET', `/api/v1/manager/contracts/${contractId}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['cache-control']).toBe('private, no-store')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(body.pdfSha256)
    const guardianPdf = await call(
      'guardian',
      'GET',
      `/api/v1/manager/guardian/children/${childId}/contracts/${contractId}/pdf`,
    )
    expect(createHash('sha256').update(guardianPdf.rawPayload).digest('hex')).toBe(body.pdfSha256)
    const update = await call('director', 'PUT', `/api/v1/manager/contracts/${contractId}`, fields)
    expect(update.statusCode).toBe(409)
    expect(update.json().errorCode).toBe('CONTRACT_NOT_EDITABLE')
    expect((await call('director', 'DELETE', `/api/v1/manager/contracts/${contractId}`)).statusCode).toBe(409)
  })

  it('the holder signs: name, time, address and the PDF hash are kept; once only', async () => {
    const url = `/api/v1/manager/guardian/children/${childId}/contracts/${contractId}/sign`
    const other = await call('other', 'POST', url, { name: 'Not Theirs', consent: true })
    expect(other.statusCode).toBe(404)
    const res = await call('guardian', 'POST', url, { name: 'Camille Martin', consent: true })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json<ManagerContract>()
    expect(body).toMatchObject({
      documentStatus: 'Signed',
      status: 'Active',
      signature: {
        name: 'Camille Martin',
        signedBy: { id: guardianId },
        signedAt: '2026-11-18T09:30:00.000Z',
        address: '127.0.0.1',
        pdfSha256: body.pdfSha256,
      },
    })
    const again = await call('guardian', 'POST', url, { name: 'Camille Martin', consent: true })
    expect(again.statusCode).toBe(409)
    expect(again.json().errorCode).toBe('CONTRACT_NOT_AWAITING_SIGNATURE')
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'managerContracts.sign'))
    expect(rows).toHaveLength(1)
  })

  it("lists the school's contracts in reach, by document status, a page at a time", async () => {
    type Item = { id: string; documentStatus: string; child: { id: string } }
    const draft = await call('director', 'POST', `/api/v1/manager/children/${childId}/contracts`, {
      ...fields,
      tarificationType: 'monthly',
      baseCostCents: 40_000,
      startDate: '2027-09-01',
      endDate: '2028-08-31',
    })
    expect(draft.statusCode, draft.body).toBe(201)
    const first = await call('director', 'GET', '/api/v1/manager/contracts?limit=1')
    expect(first.statusCode, first.body).toBe(200)
    // Latest start first: the new draft.
    expect(first.json().items.map((c: Item) => c.id)).toEqual([draft.json<ManagerContract>().id])
    const rest = await call(
      'director',
      'GET',
      `/api/v1/manager/contracts?cursor=${encodeURIComponent(first.json().nextCursor)}`,
    )
    expect(rest.statusCode, rest.body).toBe(200)
    const all: Item[] = [...first.json().items, ...rest.json().items]
    expect(all.length).toBeGreaterThan(1)
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
    expect(all.every((c) => c.child.id === childId)).toBe(true)
    const signed = await call('director', 'GET', '/api/v1/manager/contracts?documentStatus=Signed')
    const signedItems: Item[] = signed.json().items
    const drafts = await call('director', 'GET', '/api/v1/manager/contracts?documentStatus=Draft')
    expect(drafts.json().items.map((c: Item) => c.id)).toContain(draft.json<ManagerContract>().id)
    expect(signedItems.map((c) => c.id)).toEqual(
      all.filter((c) => c.documentStatus === 'Signed').map((c) => c.id),
    )
    expect(signedItems.length).toBeGreaterThan(0)
    // A teacher reaches their sections' children only (spec 000 §6 query scope by section).
    const teacher = await call('teacher', 'GET', '/api/v1/manager/contracts')
    expect(teacher.json().items.map((c: Item) => c.id)).toEqual(all.map((c) => c.id))
    const far = await call('farTeacher', 'GET', '/api/v1/manager/contracts')
    expect(far.statusCode).toBe(200)
    expect(far.json().items).toEqual([])
    expect(
      (await call('director', 'DELETE', `/api/v1/manager/contracts/${draft.json<ManagerContract>().id}`))
        .statusCode,
    ).toBe(200)
  })

  it('renders a draft on the fly and deletes it', async () => {
    const created = await call('director', 'POST', `/api/v1/manager/children/${childId}/contracts`, {
      ...fields,
      tarificationType: 'monthly',
      baseCostCents: 50_000,
      startDate: '2027-01-01',
      endDate: '2027-06-30',
    })
    expect(created.json<ManagerContract>()).toMatchObject({ monthlyCents: 50_000, pdfSha256: null })
    const id = created.json<ManagerContract>().id
    const list = await call('director', 'GET', `/api/v1/manager/children/${childId}/contracts?limit=1`)
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([id])
    // A change withdraws the estimate and, the tariff being new, is a decision of its own.
    expect((await call('director', 'POST', `/api/v1/manager/contracts/${id}/estimate`)).statusCode).toBe(200)
    const changed = await call('director', 'PUT', `/api/v1/manager/contracts/${id}`, {
      ...fields,
      tarificationType: 'monthly',
      baseCostCents: 55_000,
      startDate: '2027-01-01',
      endDate: '2027-06-30',
    })
    expect(changed.json<ManagerContract>()).toMatchObject({
      estimateStatus: 'none',
      monthlyCents: 55_000,
      pricing: { changes: ['tariff'] },
    })
    const pdf = await call('director', 'GET', `/api/v1/manager/contracts/${id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await call('director', 'DELETE', `/api/v1/manager/contracts/${id}`)).statusCode).toBe(200)
    expect((await call('director', 'GET', `/api/v1/manager/contracts/${id}`)).statusCode).toBe(404)
  })
})
