import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openings, staffAssignments, terms } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

// GET /api/v1/me/context: what the shell rules of spec 000 §2, §5–6 read besides the actor, for
// the actor's current school or child; "today" in the school's time zone (ARCHITECTURE §5).
describe('access context (spec 000 §2, §4–6)', () => {
  let t: TestApp
  let schoolId: string
  let otherSchoolId: string
  let childId: string
  let guardian: string
  let teacher: string
  let coordinator: string
  let superAdmin: string

  const read = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me/context', headers: cookie ? { cookie } : {} })

  beforeAll(async () => {
    // Wednesday 18 November 2026, 10:30 in Paris.
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    const world = await t.make.world({ variant: 'childrenLogin' })
    schoolId = world.schoolId
    otherSchoolId = (await t.make.school(world.groupId, { name: 'Other', timezone: 'America/New_York' })).id
    const child = await t.make.child(world.sectionIds[0])
    childId = child.id
    guardian = await t.login((await t.make.guardianOf([child.id])).email!)
    teacher = await t.login((await t.make.staff('TEACHER', { sectionId: world.sectionIds[1] })).email!)
    coordinator = await t.login((await t.make.staff('COORDINATOR', { groupId: world.groupId })).email!)
    superAdmin = await t.login((await t.make.user('SUPER_ADMIN')).email!)
    await t.make.feature(null, 'advisor', true, { allowPhonecallSurvey: false })
    await t.make.feature(schoolId, 'daily', true, { allowGuardianCheckIn: 'all' })
    await t.make.feature(otherSchoolId, 'daily', false)
    await t.database.db.insert(openings).values([
      { schoolId, type: 'Opening', weekday: 3, startsAt: '08:00', endsAt: '12:00' },
      { schoolId: otherSchoolId, type: 'Opening', weekday: 3, startsAt: '08:00', endsAt: '18:00' },
    ])
  })
  afterAll(async () => t.close())

  it('answers 401 without a session', async () => {
    expect((await read()).statusCode).toBe(401)
  })

  it("gives a guardian the current child's school, its flags over the global ones and the brand variant", async () => {
    const res = await read(guardian)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.school).toEqual({
      id: schoolId,
      name: expect.any(String),
      publicPageVisible: false,
      timezone: 'Europe/Paris',
    })
    expect(body.brandVariant).toBe('childrenLogin')
    expect(body.currentChild).toEqual({ id: childId, hasNotebook: false, isContractHolder: false })
    expect(body.features.daily).toEqual({ state: 'ACTIVE', options: { allowGuardianCheckIn: 'all' } })
    // Spec 000 §6: communication is on by default (no row: BYPASS); the rest off.
    expect(body.features.communication.state).toBe('BYPASS')
    expect(body.features.meal.state).toBe('DISABLED')
    // The global advisor row reaches the school's flags and the global set alike.
    expect(body.features.advisor.state).toBe('ACTIVE')
    expect(body.globalFeatures.advisor).toEqual({ state: 'ACTIVE', options: { allowPhonecallSurvey: false } })
    expect(body.globalFeatures.daily.state).toBe('DISABLED')
    expect(body.accessLevels).toEqual({ child: 'All', team: 'All', section: 'All' })
    expect(body.prestationsConfigured).toBe(0)
    // No terms are published at all: nothing to accept.
    expect(body.termsAccepted).toBe(true)
    // 10:30 in Paris, open 08:00–12:00 on Wednesdays.
    expect(body.dailyToday).toEqual({ schoolOpenToday: true, withinOpening: true })
  })

  it('computes the opening state in the school time zone, closings included', async () => {
    t.clock.set('2026-11-18T11:30:00Z') // 12:30 in Paris: after the only period.
    expect((await read(teacher)).json().dailyToday).toEqual({ schoolOpenToday: true, withinOpening: false })
    await t.database.db
      .insert(openings)
      .values({ schoolId, type: 'Closing', dateFrom: '2026-11-18', dateTo: '2026-11-18', label: 'Strike' })
    t.clock.set('2026-11-18T09:30:00Z')
    expect((await read(teacher)).json().dailyToday).toEqual({ schoolOpenToday: false, withinOpening: false })
  })

  it('follows the school chosen in the scope selector', async () => {
    const first = (await read(coordinator)).json()
    expect(first.currentChild).toBeNull()
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/scope',
      headers: { cookie: coordinator },
      payload: { schoolId: otherSchoolId },
    })
    expect(put.statusCode).toBe(200)
    const body = (await read(coordinator)).json()
    expect(body.school).toMatchObject({ id: otherSchoolId, name: 'Other', timezone: 'America/New_York' })
    expect(body.features.daily.state).toBe('DISABLED')
    // 04:30 in New York: the school opens at 08:00.
    expect(body.dailyToday).toEqual({ schoolOpenToday: true, withinOpening: false })
  })

  it('reads the terms check per current child for guardians (spec 000 §6)', async () => {
    await t.database.db.insert(terms).values({
      brandId: null,
      language: 'en',
      version: 1,
      url: 'https://t.test/1.pdf',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    })
    expect((await read(guardian)).json().termsAccepted).toBe(false)
    const accept = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/children/${childId}/terms/acceptance`,
      headers: { cookie: guardian },
    })
    expect(accept.statusCode).toBe(200)
    expect((await read(guardian)).json().termsAccepted).toBe(true)
    // The teacher's own acceptance is still missing.
    expect((await read(teacher)).json().termsAccepted).toBe(false)
  })

  it('gives an account without any school no school, no opening state and the global flags', async () => {
    const body = (await read(superAdmin)).json()
    expect(body.school).toBeNull()
    expect(body.dailyToday).toBeNull()
    expect(body.currentChild).toBeNull()
    expect(body.brandVariant).toBe('standard')
    expect(body.features.advisor.state).toBe('ACTIVE')
  })

  describe('access levels (spec 000 §3, §5; docs/access-levels.md)', () => {
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    const choose = (cookie: string, school: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/me/scope',
        headers: { cookie },
        payload: { schoolId: school },
      })

    it("serves the assignment's stored levels in the context and in /me", async () => {
      const world = await t.make.world()
      const levelled = await t.make.staff(
        'TEACHER',
        { sectionId: world.sectionIds[0] },
        { access: { child: 'ReadOnly', team: 'Disabled' } },
      )
      const cookie = await t.login(levelled.email!)
      const expected = { child: 'ReadOnly', team: 'Disabled', section: 'All' }
      expect((await read(cookie)).json().accessLevels).toEqual(expected)
      expect((await me(cookie)).json().meta.accessLevels).toEqual(expected)
    })

    it('follows the current school when the assignments of two schools differ', async () => {
      const world = await t.make.world()
      const second = await t.make.school(world.groupId, { name: 'Zeta' })
      const director = await t.make.staff(
        'DIRECTOR',
        { schoolId: world.schoolId },
        { access: { section: 'ReadOnly' } },
      )
      await t.database.db.insert(staffAssignments).values({
        userId: director.id,
        level: 'SCHOOL',
        schoolId: second.id,
        childAccess: 'Disabled',
      })
      const cookie = await t.login(director.email!)
      expect((await choose(cookie, world.schoolId)).statusCode).toBe(200)
      expect((await read(cookie)).json().accessLevels).toEqual({
        child: 'All',
        team: 'All',
        section: 'ReadOnly',
      })
      expect((await choose(cookie, second.id)).statusCode).toBe(200)
      expect((await read(cookie)).json().accessLevels).toEqual({
        child: 'Disabled',
        team: 'All',
        section: 'All',
      })
    })

    it('gives a group assignment its levels in every school of the group', async () => {
      const world = await t.make.world()
      const second = await t.make.school(world.groupId, { name: 'Zeta' })
      const levelled = await t.make.staff(
        'COORDINATOR',
        { groupId: world.groupId },
        { access: { team: 'ReadOnly' } },
      )
      const cookie = await t.login(levelled.email!)
      for (const school of [world.schoolId, second.id]) {
        expect((await choose(cookie, school)).statusCode).toBe(200)
        expect((await read(cookie)).json().accessLevels).toEqual({
          child: 'All',
          team: 'ReadOnly',
          section: 'All',
        })
      }
    })

    it('leaves families at All: they have no assignment to limit them', async () => {
      expect((await read(guardian)).json().accessLevels).toEqual({
        child: 'All',
        team: 'All',
        section: 'All',
      })
    })
  })
})
