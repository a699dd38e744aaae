import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openings } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

// Spec 000 §7 opening details for today and regular openings; §5 guardian check-in needs openings
// today and the current time within an opening period; ARCHITECTURE §5 "today" in the school's zone.
describe('openings (spec 000 §5, §7)', () => {
  let t: TestApp
  let schoolId: string
  let otherSchoolId: string
  let nySchoolId: string
  let guardian: string
  let teacher: string
  let coordinator: string

  const week = (school: string) =>
    [1, 2, 3, 4, 5].flatMap((weekday) =>
      weekday === 3
        ? [
            { schoolId: school, type: 'Opening' as const, weekday, startsAt: '08:00', endsAt: '12:00' },
            { schoolId: school, type: 'Opening' as const, weekday, startsAt: '13:30', endsAt: '17:00' },
          ]
        : [{ schoolId: school, type: 'Opening' as const, weekday, startsAt: '07:30', endsAt: '18:30' }],
    )

  const get = (cookie: string | undefined, url: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    const world = await t.make.world()
    schoolId = world.schoolId
    const child = await t.make.child(world.sectionIds[0])
    guardian = await t.login((await t.make.guardianOf([child.id])).email!)
    // A second school in the same group where this teacher's sections are not.
    const other = await t.make.school(world.groupId)
    otherSchoolId = other.id
    teacher = await t.login((await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] })).email!)
    coordinator = await t.login((await t.make.staff('COORDINATOR', { groupId: world.groupId })).email!)
    const ny = await t.make.school(world.groupId, { timezone: 'America/New_York' })
    nySchoolId = ny.id
    await t.database.db.insert(openings).values([
      ...week(schoolId),
      ...week(otherSchoolId),
      ...week(nySchoolId),
      { schoolId, type: 'Closing', dateFrom: '2026-12-24', dateTo: '2027-01-01', label: 'Christmas' },
      {
        schoolId,
        type: 'Closing',
        dateFrom: '2026-11-20',
        dateTo: '2026-11-20',
        startsAt: '12:00',
        endsAt: '14:00',
        label: 'Fire drill',
      },
      // Another school's closing never shows here.
      {
        schoolId: otherSchoolId,
        type: 'Closing',
        dateFrom: '2026-11-16',
        dateTo: '2026-11-30',
        label: 'Works',
      },
    ])
  })
  afterAll(async () => t.close())

  it('answers the periods and closings of a given date, without isOpenNow when it is not today', async () => {
    const res = await get(guardian, `/api/v1/schools/${schoolId}/openings/day?date=2026-11-20`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      schoolId,
      date: '2026-11-20',
      timezone: 'Europe/Paris',
      isOpen: true,
      periods: [
        { startsAt: '07:30', endsAt: '12:00' },
        { startsAt: '14:00', endsAt: '18:30' },
      ],
      closings: [
        {
          label: 'Fire drill',
          dateFrom: '2026-11-20',
          dateTo: '2026-11-20',
          startsAt: '12:00',
          endsAt: '14:00',
        },
      ],
    })
  })

  it.each([
    ['2026-12-24', false],
    ['2026-12-31', false],
    ['2027-01-01', false],
    ['2027-01-04', true],
    ['2026-11-22', false], // a Sunday
  ])('a closing spanning dates: %s is open %s', async (date, isOpen) => {
    const res = await get(guardian, `/api/v1/schools/${schoolId}/openings/day?date=${date}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().isOpen).toBe(isOpen)
    expect(res.json().periods.length > 0).toBe(isOpen)
  })

  it('defaults to today in the school time zone: at 23:30 UTC it is already the next day in Paris', async () => {
    // Tuesday 2026-11-17 23:30 UTC is Wednesday 00:30 in Paris and Tuesday 18:30 in New York.
    t.clock.set('2026-11-17T23:30:00Z')
    const paris = await get(guardian, `/api/v1/schools/${schoolId}/openings/day`)
    expect(paris.statusCode).toBe(200)
    expect(paris.json()).toMatchObject({
      date: '2026-11-18',
      isOpen: true,
      periods: [
        { startsAt: '08:00', endsAt: '12:00' },
        { startsAt: '13:30', endsAt: '17:00' },
      ],
      isOpenNow: false,
    })
    const ny = await get(coordinator, `/api/v1/schools/${nySchoolId}/openings/day`)
    expect(ny.json()).toMatchObject({
      date: '2026-11-17',
      timezone: 'America/New_York',
      periods: [{ startsAt: '07:30', endsAt: '18:30' }],
      // 18:30 in New York: the closing time itself is outside the period.
      isOpenNow: false,
    })
    t.clock.set('2026-11-17T23:29:00Z')
    expect((await get(coordinator, `/api/v1/schools/${nySchoolId}/openings/day`)).json().isOpenNow).toBe(true)
  })

  it.each([
    ['2026-11-18T06:59:00Z', false], // 07:59 in Paris
    ['2026-11-18T07:00:00Z', true], // 08:00
    ['2026-11-18T11:00:00Z', false], // 12:00, the lunch break
    ['2026-11-18T12:30:00Z', true], // 13:30
    ['2026-11-18T16:00:00Z', false], // 17:00, closed
  ])('isOpenNow at %s is %s', async (now, expected) => {
    t.clock.set(now)
    const today = await get(guardian, `/api/v1/schools/${schoolId}/openings/day`)
    expect(today.json().isOpenNow).toBe(expected)
    // Naming today's date explicitly gives the same answer.
    const named = await get(guardian, `/api/v1/schools/${schoolId}/openings/day?date=2026-11-18`)
    expect(named.json().isOpenNow).toBe(expected)
  })

  it('is not open now during a closing with times', async () => {
    t.clock.set('2026-11-20T12:00:00Z') // Friday 13:00 in Paris, inside the fire drill
    const res = await get(guardian, `/api/v1/schools/${schoolId}/openings/day`)
    expect(res.json()).toMatchObject({ date: '2026-11-20', isOpen: true, isOpenNow: false })
  })

  it('lists the regular openings of every weekday 1–7', async () => {
    const res = await get(guardian, `/api/v1/schools/${schoolId}/openings/regular`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ schoolId, timezone: 'Europe/Paris' })
    expect(body.weekdays.map((d: { weekday: number }) => d.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(body.weekdays[0].periods).toEqual([{ startsAt: '07:30', endsAt: '18:30' }])
    expect(body.weekdays[2].periods).toHaveLength(2)
    expect(body.weekdays[5].periods).toEqual([])
    expect(body.weekdays[6].periods).toEqual([])
  })

  it('answers 404 for a school outside the structure tree, and for an unknown school', async () => {
    // The guardian's child is in the first school only; the teacher's section too.
    for (const url of [
      `/api/v1/schools/${otherSchoolId}/openings/day`,
      `/api/v1/schools/${otherSchoolId}/openings/regular`,
      `/api/v1/schools/0190a0a0-0000-7000-8000-000000000000/openings/day`,
    ]) {
      const res = await get(guardian, url)
      expect(res.statusCode).toBe(404)
      expect(res.json().errorCode).toBe('NOT_FOUND')
    }
    expect((await get(teacher, `/api/v1/schools/${otherSchoolId}/openings/regular`)).statusCode).toBe(404)
  })

  it('answers 401 without a session and 400 for a malformed date', async () => {
    expect((await get(undefined, `/api/v1/schools/${schoolId}/openings/day`)).statusCode).toBe(401)
    const bad = await get(guardian, `/api/v1/schools/${schoolId}/openings/day?date=2026-13-01`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR')
  })
})
