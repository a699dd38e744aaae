import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'

// docs/manager.md: the structure, openings, pricing catalogue and group settings of the current
// school; spec 000 §6 who may (directors and coordinators; coordinators only for group settings;
// observers read-only; teachers none; the manager module on); through HTTP on a real database.
describe('manager structure (spec 000 §2, §6; docs/manager.md)', () => {
  let t: TestApp
  let schoolId: string
  let director: string
  let coordinator: string
  let observer: string
  let teacher: string
  let otherDirector: string
  let offDirector: string

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/manager${url}`,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    })

  const billing = {
    mensualisationMode: 'smoothed',
    monthsWithoutInvoice: [8, 8, 7],
    presenceRounding: 'started',
    roundingStepMinutes: 30,
    illnessWaitingDays: 3,
    illnessWaitingDayKind: 'working',
    adaptationBilling: 'free',
    billingTiming: 'advance',
    dueDateRule: 'day-of-month',
    dueDateValue: 10,
  }
  const structure = {
    kind: 'micro-psu',
    capacity: 12,
    capacitySlots: [
      { weekday: 1, from: '07:30', to: '09:00', places: 8 },
      { weekday: 1, from: '17:00', to: '18:30', places: 6 },
    ],
    cafNumbers: ['750-123'],
    currency: 'EUR',
    creditorName: 'Les Petits Pas',
    creditorId: 'fr72 zzz 123456',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'bnpafrpp',
    invoicePrefix: 'LPP-',
    invoiceNextNumber: 120,
    billing,
  }
  const option = (name: string) => ({
    name,
    pricingUnit: 'hourly',
    unitPriceCents: 312,
    priceUnit: 'hour',
    priceUnitLabel: '',
    category: null,
    active: true,
  })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    const world = await t.make.world()
    schoolId = world.schoolId
    await t.make.feature(schoolId, 'manager', true)
    const child = await t.make.child(world.sectionIds[0])
    await t.make.child(world.sectionIds[1])
    void child
    director = await t.login((await t.make.staff('DIRECTOR', { schoolId })).email!)
    coordinator = await t.login((await t.make.staff('COORDINATOR', { groupId: world.groupId })).email!)
    observer = await t.login((await t.make.staff('DIRECTOR', { schoolId }, { observer: true })).email!)
    teacher = await t.login((await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })).email!)
    const other = await t.make.world()
    await t.make.feature(other.schoolId, 'manager', true)
    otherDirector = await t.login((await t.make.staff('DIRECTOR', { schoolId: other.schoolId })).email!)
    const off = await t.make.world()
    offDirector = await t.login((await t.make.staff('DIRECTOR', { schoolId: off.schoolId })).email!)
  })
  afterAll(async () => t.close())

  it('answers the group defaults before the first save, then the saved structure in normal form', async () => {
    const before = await call(director, 'GET', '/structure')
    expect(before.statusCode).toBe(200)
    expect(before.json()).toMatchObject({
      schoolId,
      updatedAt: null,
      capacity: 0,
      billing: { presenceRounding: 'started', roundingStepMinutes: 30 },
    })

    const saved = await call(director, 'PUT', '/structure', structure)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      kind: 'micro-psu',
      capacity: 12,
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
      creditorId: 'FR72ZZZ123456',
      billing: { monthsWithoutInvoice: [7, 8], illnessWaitingDayKind: 'working' },
    })
    expect(saved.json().updatedAt).not.toBeNull()
    // The observer reads it, and may not write it.
    expect((await call(observer, 'GET', '/structure')).json().capacity).toBe(12)
    const refused = await call(observer, 'PUT', '/structure', structure)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('FORBIDDEN_OBSERVER')
  })

  it.each([
    ['iban', 'FR76 3000 6000 0112 3456 7890 188', 'STRUCTURE_IBAN_INVALID', 'body.iban'],
    ['bic', 'BNPA', 'STRUCTURE_BIC_INVALID', 'body.bic'],
    ['creditorId', 'FR73ZZZ123456', 'STRUCTURE_CREDITOR_ID_INVALID', 'body.creditorId'],
  ])('refuses an invalid %s with its catalogue code and field', async (field, value, code, path) => {
    const res = await call(director, 'PUT', '/structure', { ...structure, [field]: value })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: code, details: [{ path }] })
  })

  it('refuses overlapping capacity slots and a malformed body', async () => {
    const overlap = await call(director, 'PUT', '/structure', {
      ...structure,
      capacitySlots: [...structure.capacitySlots, { weekday: 1, from: '08:00', to: '10:00', places: 4 }],
    })
    expect(overlap.statusCode).toBe(400)
    expect(overlap.json()).toMatchObject({
      errorCode: 'TIME_SLOTS_INVALID',
      details: [{ path: 'body.capacitySlots.2' }],
    })
    const bad = await call(director, 'PUT', '/structure', { ...structure, kind: 'castle' })
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR')
  })

  it('refuses teachers, schools without the manager module, and group settings to directors', async () => {
    expect((await call(teacher, 'GET', '/structure')).json().errorCode).toBe('FORBIDDEN')
    expect((await call(offDirector, 'GET', '/structure')).json().errorCode).toBe(
      'FORBIDDEN_BY_FEATURE_SETTINGS',
    )
    expect((await call(director, 'GET', '/group-settings')).json().errorCode).toBe('FORBIDDEN')
    // The teacher sees the occupation dashboard.
    expect((await call(teacher, 'GET', '/occupation')).statusCode).toBe(200)
  })

  it('edits the weekly openings the daily module reads, and closings with a label', async () => {
    const week = {
      weekdays: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        periods: [{ startsAt: '07:30', endsAt: '18:30' }],
      })),
    }
    const saved = await call(director, 'PUT', '/openings', week)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().weekdays[0].periods).toEqual([{ startsAt: '07:30', endsAt: '18:30' }])
    expect(saved.json().weekdays[5].periods).toEqual([])
    // The shell's own openings route reads the same rows.
    const regular = await t.app.inject({
      method: 'GET',
      url: `/api/v1/schools/${schoolId}/openings/regular`,
      headers: { cookie: teacher },
    })
    expect(regular.json().weekdays[1].periods).toEqual([{ startsAt: '07:30', endsAt: '18:30' }])
    const overlap = await call(director, 'PUT', '/openings', {
      weekdays: [
        {
          weekday: 1,
          periods: [
            { startsAt: '07:30', endsAt: '12:00' },
            { startsAt: '11:00', endsAt: '18:00' },
          ],
        },
      ],
    })
    expect(overlap.json().errorCode).toBe('TIME_SLOTS_INVALID')

    const created = await call(director, 'POST', '/closings', {
      label: 'Christmas',
      dateFrom: '2026-12-24',
      dateTo: '2027-01-01',
      startsAt: null,
      endsAt: null,
    })
    expect(created.statusCode).toBe(201)
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/v1/schools/${schoolId}/openings/day?date=2026-12-28`,
      headers: { cookie: teacher },
    })
    expect(day.json()).toMatchObject({ isOpen: false, closings: [{ label: 'Christmas' }] })
    const past = await call(director, 'POST', '/closings', {
      label: 'Fire drill',
      dateFrom: '2026-11-02',
      dateTo: '2026-11-02',
      startsAt: '12:00',
      endsAt: '14:00',
    })
    expect(past.statusCode).toBe(201)
    expect(
      (await call(director, 'GET', '/closings')).json().items.map((c: { label: string }) => c.label),
    ).toEqual(['Christmas'])
    expect((await call(director, 'GET', '/closings?when=past')).json().items).toEqual([past.json()])
    const bad = await call(director, 'POST', '/closings', {
      ...created.json(),
      id: undefined,
      dateTo: '2026-12-01',
    })
    expect(bad.json().errorCode).toBe('CLOSING_DATES_INVALID')
    const halfTimes = await call(director, 'PUT', `/closings/${past.json().id}`, {
      label: 'Fire drill',
      dateFrom: '2026-11-02',
      dateTo: '2026-11-02',
      startsAt: '12:00',
      endsAt: null,
    })
    expect(halfTimes.json().errorCode).toBe('CLOSING_DATES_INVALID')
    // Another school's director cannot name it.
    expect((await call(otherDirector, 'DELETE', `/closings/${created.json().id}`)).statusCode).toBe(404)
    expect((await call(director, 'DELETE', `/closings/${created.json().id}`)).statusCode).toBe(200)
    expect((await call(director, 'GET', '/closings')).json().items).toEqual([])
  })

  it('keeps a pricing catalogue: pages by name, unique current names, archive once', async () => {
    for (const name of ['Meal', 'Afternoon snack', 'Hourly care']) {
      const res = await call(director, 'POST', '/service-options', {
        ...option(name),
        ...(name === 'Meal'
          ? { pricingUnit: 'daily', priceUnit: 'other', priceUnitLabel: 'per meal', category: 'food' }
          : {}),
      })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ name, currency: 'EUR', archivedAt: null })
    }
    const taken = await call(coordinator, 'POST', '/service-options', option('meal'))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errorCode).toBe('SERVICE_OPTION_NAME_TAKEN')

    const names: string[] = []
    let cursor: string | null = null
    do {
      const res = await call(director, 'GET', `/service-options?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      const page = res.json<{ items: { name: string }[]; nextCursor: string | null }>()
      names.push(...page.items.map((i) => i.name))
      cursor = page.nextCursor
    } while (cursor)
    expect(names).toEqual(['Afternoon snack', 'Hourly care', 'Meal'])

    const meal = (await call(director, 'GET', '/service-options')).json().items[2]
    const edited = await call(director, 'PUT', `/service-options/${meal.id}`, {
      ...option('Meal'),
      unitPriceCents: 450,
      pricingUnit: 'daily',
      priceUnit: 'other',
      priceUnitLabel: 'per meal',
      category: 'food',
    })
    expect(edited.json()).toMatchObject({ unitPriceCents: 450, category: 'food' })
    expect((await call(observer, 'POST', `/service-options/${meal.id}/archive`)).json().errorCode).toBe(
      'FORBIDDEN_OBSERVER',
    )
    expect((await call(otherDirector, 'POST', `/service-options/${meal.id}/archive`)).statusCode).toBe(404)
    const archived = await call(director, 'POST', `/service-options/${meal.id}/archive`)
    expect(archived.json()).toMatchObject({ active: false })
    expect(archived.json().archivedAt).not.toBeNull()
    expect((await call(director, 'POST', `/service-options/${meal.id}/archive`)).json().errorCode).toBe(
      'SERVICE_OPTION_ARCHIVED',
    )
    expect((await call(director, 'GET', '/service-options?status=archived')).json().items).toHaveLength(1)
    // Archived, its name is free again.
    expect((await call(director, 'POST', '/service-options', option('Meal'))).statusCode).toBe(201)
  })

  it('lets coordinators set group defaults that a new structure starts with', async () => {
    const saved = await call(coordinator, 'PUT', '/group-settings', {
      billing: { ...billing, illnessWaitingDays: 5 },
      defaultCurrency: 'GBP',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ defaultCurrency: 'GBP', billing: { illnessWaitingDays: 5 } })
    // otherDirector's school is in another group: still the built-in defaults.
    expect((await call(otherDirector, 'GET', '/structure')).json()).toMatchObject({
      currency: 'EUR',
      billing: { illnessWaitingDays: 3 },
    })
  })

  it('sums the occupation of the school: places and children per section', async () => {
    const res = await call(director, 'GET', '/occupation')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ schoolId, capacity: 12, children: 2 })
    expect(res.json().sections.map((s: { children: number }) => s.children)).toEqual([1, 1])
  })
})
