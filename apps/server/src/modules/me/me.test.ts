import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { staffAssignments, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { testPassword } from '../../test/factories'

describe('me and the scope (spec 000 §3 user meta, §4 Session)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })).json()

  it('gives a guardian their children, co-guardians, and the schools and sections of their children', async () => {
    const world = await t.make.world()
    const other = await t.make.world()
    const zoe = await t.make.child(world.sectionIds[0], { firstname: 'Zoé' })
    const adam = await t.make.child(other.sectionIds[1], { firstname: 'Adam' })
    const mother = await t.make.guardianOf([zoe.id, adam.id])
    const father = await t.make.guardianOf([zoe.id], { relationship: 'Father', referent: false })
    const body = await me(await t.login(mother.email!))
    expect(body.meta.userPermission).toEqual({
      profileType: 'GUARDIAN',
      isModerator: false,
      moderated: false,
    })
    expect(body.meta.familyScope.childIds.sort()).toEqual([zoe.id, adam.id].sort())
    expect(body.meta.familyScope.guardianIds.sort()).toEqual([mother.id, father.id].sort())
    expect(body.meta.structureTreeScope.schoolIds.sort()).toEqual([world.schoolId, other.schoolId].sort())
    expect(body.meta.structureTreeScope.sectionIds.sort()).toEqual(
      [world.sectionIds[0], other.sectionIds[1]].sort(),
    )
    // Spec 000 §4: without a stored preference the first child is chosen (Adam before Zoé).
    expect(body.current).toEqual({ childId: adam.id, schoolId: other.schoolId })
  })

  it('chooses the child stored in the preference cookie at login', async () => {
    const world = await t.make.world()
    const a = await t.make.child(world.sectionIds[0], { firstname: 'Anna' })
    const b = await t.make.child(world.sectionIds[1], { firstname: 'Bruno' })
    const guardian = await t.make.guardianOf([a.id, b.id])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: `nido_current_child=${b.id}` },
      payload: { email: guardian.email, password: testPassword },
    })
    expect(res.json().current.childId).toBe(b.id)
  })

  it('ignores a preference outside the scope', async () => {
    const world = await t.make.world()
    const mine = await t.make.child(world.sectionIds[0])
    const stranger = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([mine.id])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { cookie: `nido_current_child=${stranger.id}` },
      payload: { email: guardian.email, password: testPassword },
    })
    expect(res.json().current.childId).toBe(mine.id)
  })

  it('expands a coordinator group assignment to every school and section, and picks the first school', async () => {
    const group = await t.make.group()
    const b = await t.make.school(group.id, { name: 'B school' })
    const a = await t.make.school(group.id, { name: 'A school' })
    const s1 = await t.make.section(a.id)
    const s2 = await t.make.section(b.id)
    const coordinator = await t.make.staff('COORDINATOR', { groupId: group.id })
    const body = await me(await t.login(coordinator.email!))
    expect(body.meta.structureScope).toEqual({ groupIds: [group.id], schoolIds: [], sectionIds: [] })
    expect(body.meta.structureTreeScope.schoolIds.sort()).toEqual([a.id, b.id].sort())
    expect(body.meta.structureTreeScope.sectionIds.sort()).toEqual([s1.id, s2.id].sort())
    expect(body.current).toEqual({ childId: null, schoolId: a.id })
  })

  it('limits a teacher to their section, not the whole school', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const body = await me(await t.login(teacher.email!))
    expect(body.meta.structureTreeScope).toEqual({
      groupIds: [world.groupId],
      schoolIds: [world.schoolId],
      sectionIds: [world.sectionIds[0]],
    })
  })

  it('sets neither child nor school for a user without any scope', async () => {
    const admin = await t.make.user('SUPER_ADMIN')
    const body = await me(await t.login(admin.email!))
    expect(body.current).toEqual({ childId: null, schoolId: null })
  })

  it('changes the current school within scope and refuses one outside with 404', async () => {
    const group = await t.make.group()
    const a = await t.make.school(group.id)
    const b = await t.make.school(group.id)
    const elsewhere = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: a.id })
    await t.database.db
      .insert(staffAssignments)
      .values({ userId: director.id, level: 'SCHOOL', schoolId: b.id })
    const cookie = await t.login(director.email!)
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/scope',
      headers: { cookie },
      payload: { schoolId: b.id },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().current.schoolId).toBe(b.id)
    expect(ok.cookies.find((c) => c.name === 'nido_current_school')?.value).toBe(b.id)
    expect((await me(cookie)).current.schoolId).toBe(b.id)
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/scope',
      headers: { cookie },
      payload: { schoolId: elsewhere.schoolId },
    })
    expect(denied.statusCode).toBe(404)
  })

  it('refresh-scope sees a new assignment without signing in again', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const cookie = await t.login(teacher.email!)
    await t.database.db
      .insert(staffAssignments)
      .values({ userId: teacher.id, level: 'SECTION', sectionId: world.sectionIds[1] })
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/refresh-scope', headers: { cookie } })
    expect(res.json().meta.structureTreeScope.sectionIds.sort()).toEqual([...world.sectionIds].sort())
    await t.database.db.delete(staffAssignments).where(eq(staffAssignments.userId, teacher.id))
  })

  it('user health answers INVALID_USER once the account is deactivated', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const cookie = await t.login(teacher.email!)
    const healthy = await t.app.inject({ method: 'GET', url: '/api/v1/users/health', headers: { cookie } })
    expect(healthy.json()).toEqual({ ok: true })
    await t.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, teacher.id))
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/health', headers: { cookie } })
    expect(res.statusCode).toBe(403)
    expect(res.json().errorCode).toBe('INVALID_USER')
  })

  // docs/decisions/0039: the web's session probe; a signed-out first page makes no failing request.
  it('the session probe answers null signed out, /me signed in, INVALID_USER once deactivated', async () => {
    const session = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/session', headers: cookie ? { cookie } : {} })
    const signedOut = await session()
    expect(signedOut.statusCode).toBe(200)
    expect(signedOut.json()).toBeNull()
    expect((await session('nido_session=not-a-session')).json()).toBeNull()
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const cookie = await t.login(teacher.email!)
    const signedIn = await session(cookie)
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json()).toEqual(await me(cookie))
    await t.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.id, teacher.id))
    const inactive = await session(cookie)
    expect(inactive.statusCode).toBe(403)
    expect(inactive.json().errorCode).toBe('INVALID_USER')
  })
})
