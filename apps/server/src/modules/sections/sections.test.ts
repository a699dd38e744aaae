import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import type { Me } from '@nido/domain/contracts/me'
import type { SectionItem, SectionMembers } from '@nido/domain/contracts/sections'
import { auditLog } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { listenForSockets, type TestSockets } from '../../test/sockets'
import type { World } from '../../test/factories'

// Spec 000 §2 /sections, §6 management section (docs/sections.md): create, rename, archive,
// assign teachers and children. Through HTTP on the real database, with real sockets for the
// scope change (docs/security.md "Sessions and realtime").
describe('sections (spec 000 §2, §6)', () => {
  let t: TestApp
  let sockets: TestSockets
  let world: World
  let otherSchoolId: string
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (
    who: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })
  const create = async (who: string, name: string, schoolId = world.schoolId) => {
    const res = await call(who, 'POST', '/sections', { schoolId, name })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<SectionItem>()
  }
  const members = async (sectionId: string) => {
    const res = await call('director', 'GET', `/sections/${sectionId}/members`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<SectionMembers>()
  }
  const me = async (who: string) => (await call(who, 'GET', '/me')).json<Me>()

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    sockets = await listenForSockets(t)
    world = await t.make.world()
    // Spec 000 §6: the management section needs its module (off unless switched on).
    await t.make.feature(null, 'management', true)
    // The care log's section list is checked after an archive.
    await t.make.feature(null, 'daily', true)
    otherSchoolId = (await t.make.school(world.groupId)).id
    const [sA] = world.sectionIds
    const lea = await t.make.child(sA, { firstname: 'Léa', lastname: 'Martin' })
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: otherSchoolId }),
      observer: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }, { observer: true }),
      teacher: await t.make.staff('TEACHER', { sectionId: sA }, { firstname: 'Théo', lastname: 'Prof' }),
      guardian: await t.make.guardianOf([lea.id]),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    ids.lea = lea.id
  })
  afterAll(async () => {
    sockets?.closeAll()
    await t?.close()
  })

  it('creates, lists by name with keyset pages, and refuses a name an active section has (§6)', async () => {
    const made = await create('director', 'Zèbres')
    expect(made).toMatchObject({ schoolId: world.schoolId, name: 'Zèbres', archivedAt: null, staffCount: 0 })
    await create('coordinator', 'Lions')
    const taken = await call('director', 'POST', '/sections', { schoolId: world.schoolId, name: ' lions ' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ errorCode: 'SECTION_NAME_TAKEN' })

    const names: string[] = []
    let cursor: string | null = null
    do {
      const query: string = `/sections?schoolId=${world.schoolId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const res = await call('director', 'GET', query)
      expect(res.statusCode, res.body).toBe(200)
      const page = res.json<{ items: SectionItem[]; nextCursor: string | null }>()
      expect(page.items.length).toBeLessThanOrEqual(2)
      names.push(...page.items.map((s) => s.name))
      cursor = page.nextCursor
    } while (cursor)
    expect(names).toEqual(['A', 'B', 'Lions', 'Zèbres'])
    // The current school (the director's only one) is the default.
    const current = await call('director', 'GET', '/sections')
    expect(current.json<{ items: SectionItem[] }>().items.map((s) => s.name)).toEqual(names.slice(0, 4))
    const [first] = current.json<{ items: SectionItem[] }>().items
    expect(first).toMatchObject({ name: 'A', staffCount: 1, childCount: 1 })

    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.director!), eq(auditLog.action, 'sections.create')))
    expect(audited?.targets).toMatchObject({ sectionId: made.id, name: 'Zèbres' })
  })

  it('answers 404 for a school or section of another school, and 400 for a bad name or cursor', async () => {
    const foreign = await create('otherDirector', 'Elsewhere', otherSchoolId)
    for (const res of [
      await call('director', 'GET', `/sections?schoolId=${otherSchoolId}`),
      await call('director', 'POST', '/sections', { schoolId: otherSchoolId, name: 'Mine' }),
      await call('director', 'PATCH', `/sections/${foreign.id}`, { name: 'Mine' }),
      await call('director', 'POST', `/sections/${foreign.id}/archive`),
      await call('director', 'GET', `/sections/${foreign.id}/members`),
      await call('director', 'PUT', `/sections/${foreign.id}/staff/${ids.teacher}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404)
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' })
    }
    // The group's coordinator manages both schools.
    expect((await call('coordinator', 'GET', `/sections/${foreign.id}/members`)).statusCode).toBe(200)
    for (const name of ['', '   ', 'x'.repeat(81), 'bad\u202ename']) {
      const res = await call('director', 'POST', '/sections', { schoolId: world.schoolId, name })
      expect(res.statusCode, name).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    }
    expect((await call('director', 'GET', '/sections?cursor=nonsense')).json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
    })
  })

  it('is for directors and coordinators: teachers and guardians get 403, observers only read', async () => {
    for (const who of ['teacher', 'guardian']) {
      const res = await call(who, 'GET', '/sections')
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' })
    }
    expect((await call('observer', 'GET', '/sections')).statusCode).toBe(200)
    const res = await call('observer', 'POST', '/sections', { schoolId: world.schoolId, name: 'Peek' })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
  })

  it('follows the management module: disabled for the school, the routes answer 403', async () => {
    const school = await t.make.school(world.groupId)
    const director = await t.make.staff('DIRECTOR', { schoolId: school.id })
    cookies.disabled = await t.login(director.email!)
    await t.make.feature(school.id, 'management', false)
    const res = await call('disabled', 'GET', '/sections')
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_BY_FEATURE_SETTINGS' })
  })

  it('renames; an archived section keeps its members, leaves the lists and pickers, takes no one new', async () => {
    const section = await create('director', 'Koalas')
    const renamed = await call('director', 'PATCH', `/sections/${section.id}`, { name: 'Pandas' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ id: section.id, name: 'Pandas' })
    expect((await call('director', 'PUT', `/sections/${section.id}/children/${ids.lea}`)).statusCode).toBe(
      204,
    )

    const archived = await call('director', 'POST', `/sections/${section.id}/archive`)
    expect(archived.statusCode, archived.body).toBe(200)
    expect(archived.json()).toMatchObject({ archivedAt: '2026-11-18T09:30:00.000Z', childCount: 1 })
    expect((await members(section.id)).children.map((c) => c.id)).toEqual([ids.lea])

    const listed = (status: string) =>
      call('director', 'GET', `/sections?status=${status}&limit=100`).then((r) =>
        r.json<{ items: SectionItem[] }>().items.map((s) => s.id),
      )
    expect(await listed('active')).not.toContain(section.id)
    expect(await listed('archived')).toEqual([section.id])

    // The share-target picker of posts, albums, folders and polls no longer offers it.
    const targets = await call('director', 'GET', '/share-targets')
    expect(targets.statusCode, targets.body).toBe(200)
    const offered = targets.json<{ sections: { id: string }[] }>().sections.map((s) => s.id)
    expect(offered).toContain(world.sectionIds[0])
    expect(offered).not.toContain(section.id)
    // Nor the care log's list of sections.
    const daily = await call('director', 'GET', '/daily-log/sections')
    expect(daily.statusCode, daily.body).toBe(200)
    const logged = daily.json<{ items: { id: string }[] }>().items.map((s) => s.id)
    expect(logged).toContain(world.sectionIds[0])
    expect(logged).not.toContain(section.id)

    for (const res of [
      await call('director', 'PATCH', `/sections/${section.id}`, { name: 'Again' }),
      await call('director', 'POST', `/sections/${section.id}/archive`),
      await call('director', 'PUT', `/sections/${section.id}/staff/${ids.teacher}`),
    ]) {
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ errorCode: 'SECTION_ARCHIVED' })
    }
    // Its name is free again for an active section; taking a child out still works.
    await create('director', 'Pandas')
    expect((await call('director', 'DELETE', `/sections/${section.id}/children/${ids.lea}`)).statusCode).toBe(
      204,
    )
  })

  it('offers the school’s teachers and children not yet in the section, by name without accents', async () => {
    const section = await create('director', 'Hiboux')
    const staff = await call('director', 'GET', `/sections/${section.id}/candidates?kind=staff&q=theo`)
    expect(staff.statusCode, staff.body).toBe(200)
    expect(staff.json().items).toEqual([{ id: ids.teacher, firstname: 'Théo', lastname: 'Prof' }])
    const children = await call(
      'director',
      'GET',
      `/sections/${section.id}/candidates?kind=children&q=LEA mar`,
    )
    expect(children.json().items.map((c: { id: string }) => c.id)).toEqual([ids.lea])
    // Directors are not teachers; a teacher of another school is not offered.
    const stranger = await t.make.staff('TEACHER', { schoolId: otherSchoolId })
    const all = await call('director', 'GET', `/sections/${section.id}/candidates?kind=staff`)
    const offered = all.json().items.map((c: { id: string }) => c.id)
    expect(offered).toContain(ids.teacher)
    expect(offered).not.toContain(ids.director)
    expect(offered).not.toContain(stranger.id)
    const refused = await call('director', 'PUT', `/sections/${section.id}/staff/${stranger.id}`)
    expect(refused.statusCode).toBe(404)
    const notAChild = await call('director', 'PUT', `/sections/${section.id}/children/${ids.teacher}`)
    expect(notAChild.statusCode).toBe(404)
  })

  const socketOf = (who: string) => sockets.openFor(cookies[who]!)
  const disconnected = (socket: Socket) => sockets.disconnected(socket)

  it('assigns and takes out a teacher: their scope changes and their sockets reconnect', async () => {
    const section = await create('director', 'Loups')
    const socket = await socketOf('teacher')
    const gone = disconnected(socket)
    const assigned = await call('director', 'PUT', `/sections/${section.id}/staff/${ids.teacher}`)
    expect(assigned.statusCode, assigned.body).toBe(204)
    await gone
    expect((await me('teacher')).meta.structureScope.sectionIds).toContain(section.id)
    expect((await members(section.id)).staff).toMatchObject([{ id: ids.teacher, firstname: 'Théo' }])
    // Twice is the same: one assignment, nothing to tell the sockets.
    expect((await call('director', 'PUT', `/sections/${section.id}/staff/${ids.teacher}`)).statusCode).toBe(
      204,
    )
    expect((await members(section.id)).section.staffCount).toBe(1)

    const again = await socketOf('teacher')
    const goneAgain = disconnected(again)
    expect(
      (await call('coordinator', 'DELETE', `/sections/${section.id}/staff/${ids.teacher}`)).statusCode,
    ).toBe(204)
    await goneAgain
    expect((await me('teacher')).meta.structureScope.sectionIds).not.toContain(section.id)
    const audited = await t.database.db
      .select({ action: auditLog.action, targets: auditLog.targets })
      .from(auditLog)
      .where(eq(auditLog.action, 'sections.unassignStaff'))
    expect(audited).toEqual([
      { action: 'sections.unassignStaff', targets: { sectionId: section.id, userId: ids.teacher } },
    ])
  })

  it('puts a child in a section: the guardian’s scope follows and their sockets reconnect', async () => {
    const section = await create('director', 'Ours')
    const socket = await socketOf('guardian')
    const gone = disconnected(socket)
    expect((await call('director', 'PUT', `/sections/${section.id}/children/${ids.lea}`)).statusCode).toBe(
      204,
    )
    await gone
    expect((await me('guardian')).meta.structureScope.sectionIds).toContain(section.id)
    expect((await members(section.id)).children).toMatchObject([{ id: ids.lea, firstname: 'Léa' }])
    expect((await call('director', 'DELETE', `/sections/${section.id}/children/${ids.lea}`)).statusCode).toBe(
      204,
    )
    expect((await me('guardian')).meta.structureScope.sectionIds).not.toContain(section.id)
  })
})
