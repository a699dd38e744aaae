import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

// docs/administration-settings.md "Audit log": filters, keyset pages, a group admin's reach.
describe('audit log viewer', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp()
    admin = await t.login((await t.make.user('SUPER_ADMIN')).email!)
  })
  afterAll(async () => t.close())

  const get = (cookie: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/audit', query, headers: { cookie } })

  async function entry(values: {
    actorId?: string | null
    impersonatorId?: string | null
    action: string
    targets?: Record<string, unknown>
    createdAt: string
  }) {
    const [row] = await t.database.db
      .insert(auditLog)
      .values({
        actorId: values.actorId ?? null,
        impersonatorId: values.impersonatorId ?? null,
        action: values.action,
        targets: values.targets ?? {},
        createdAt: new Date(values.createdAt),
      })
      .returning()
    return row!.id
  }

  it('filters by person (id or name), action prefix and date range; names the impersonator', async () => {
    const world = await t.make.world()
    const actor = await t.make.staff(
      'DIRECTOR',
      { schoolId: world.schoolId },
      { firstname: 'Zébulon', lastname: 'Audit' },
    )
    const impersonator = await t.make.user('SUPER_ADMIN', { firstname: 'Imp', lastname: 'Ersonator' })
    const a = await entry({
      actorId: actor.id,
      action: 'zfilter.posts.create',
      createdAt: '2026-03-01T10:00:00Z',
    })
    const b = await entry({
      actorId: actor.id,
      impersonatorId: impersonator.id,
      action: 'zfilter.polls.vote',
      createdAt: '2026-03-02T10:00:00Z',
    })
    await entry({ actorId: actor.id, action: 'zfilter.posts.delete', createdAt: '2026-04-01T10:00:00Z' })

    const byId = await get(admin, {
      person: actor.id,
      action: 'zfilter.',
      from: '2026-03-01',
      to: '2026-03-31',
    })
    expect(byId.statusCode).toBe(200)
    expect(byId.json().items.map((e: { id: string }) => e.id)).toEqual([b, a])
    expect(byId.json().items[0]).toMatchObject({
      actor: { id: actor.id, name: 'Zébulon Audit' },
      impersonator: { id: impersonator.id, name: 'Imp Ersonator' },
      action: 'zfilter.polls.vote',
      createdAt: '2026-03-02T10:00:00.000Z',
    })
    const byName = await get(admin, { person: 'zébulon', action: 'zfilter.posts' })
    expect(byName.json().items.map((e: { action: string }) => e.action)).toEqual([
      'zfilter.posts.delete',
      'zfilter.posts.create',
    ])
    // The name of whoever impersonated finds the entry too.
    const byImpersonator = await get(admin, { person: 'ersonator', action: 'zfilter.' })
    expect(byImpersonator.json().items.map((e: { id: string }) => e.id)).toEqual([b])
    // `%` is matched literally, not as a wildcard.
    expect((await get(admin, { person: '%', action: 'zfilter.' })).json().items).toEqual([])
  })

  it('pages with a cursor across entries of the same instant, without repeats or gaps', async () => {
    const ids: string[] = []
    for (let i = 0; i < 5; i++)
      ids.push(await entry({ action: 'zpage.same', createdAt: '2026-05-01T00:00:00.123456Z' }))
    ids.push(await entry({ action: 'zpage.older', createdAt: '2026-04-30T00:00:00Z' }))
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const res = await get(admin, { action: 'zpage.', limit: '2', ...(cursor ? { cursor } : {}) })
      expect(res.statusCode).toBe(200)
      seen.push(...res.json().items.map((e: { id: string }) => e.id))
      cursor = res.json().nextCursor ?? undefined
      pages++
    } while (cursor && pages < 10)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(6)
    expect(new Set(seen)).toEqual(new Set(ids))
    expect(seen.at(-1)).toBe(ids.at(-1))
    expect((await get(admin, { cursor: 'not-a-cursor' })).json().errorCode).toBe('VALIDATION_ERROR')
    expect((await get(admin, { person: 'a\u0000b' })).json().errorCode).toBe('VALIDATION_ERROR')
    expect((await get(admin, { action: "x' or 1=1" })).json().errorCode).toBe('VALIDATION_ERROR')
  })

  it("shows a group admin their group's staff and their schools, nothing of another group", async () => {
    const mine = await t.make.world()
    const other = await t.make.world()
    const groupAdmin = await t.make.staff('GROUP_ADMIN', { groupId: mine.groupId })
    const cookie = await t.login(groupAdmin.email!)
    const myTeacher = await t.make.staff('TEACHER', { sectionId: mine.sectionIds[0] })
    const otherTeacher = await t.make.staff('TEACHER', { sectionId: other.sectionIds[0] })
    const superAdmin = await t.make.user('SUPER_ADMIN')
    const ownStaff = await entry({
      actorId: myTeacher.id,
      action: 'zreach.a',
      createdAt: '2026-06-01T00:00:00Z',
    })
    const namesMySchool = await entry({
      actorId: superAdmin.id,
      action: 'zreach.b',
      targets: { schoolId: mine.schoolId },
      createdAt: '2026-06-02T00:00:00Z',
    })
    await entry({ actorId: otherTeacher.id, action: 'zreach.c', createdAt: '2026-06-03T00:00:00Z' })
    await entry({
      actorId: superAdmin.id,
      action: 'zreach.d',
      targets: { schoolId: other.schoolId },
      createdAt: '2026-06-04T00:00:00Z',
    })
    const res = await get(cookie, { action: 'zreach.' })
    expect(res.statusCode).toBe(200)
    expect(res.json().items.map((e: { id: string }) => e.id)).toEqual([namesMySchool, ownStaff])
    expect((await get(cookie, { schoolId: mine.schoolId, action: 'zreach.' })).json().items).toHaveLength(1)
    expect((await get(cookie, { schoolId: other.schoolId })).statusCode).toBe(404)
    // The super admin sees all four.
    expect((await get(admin, { action: 'zreach.' })).json().items).toHaveLength(4)
  })

  it('exports the filtered entries as CSV, formula-like cells neutralised', async () => {
    const actor = await t.make.user('TEACHER', { firstname: '=HYPERLINK("x")', lastname: 'Csv' })
    await entry({
      actorId: actor.id,
      action: 'zcsv.one',
      targets: { note: 'a,b' },
      createdAt: '2026-07-01T00:00:00Z',
    })
    await entry({ actorId: actor.id, action: 'zcsv.two', createdAt: '2026-07-02T00:00:00Z' })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit/export',
      query: { action: 'zcsv.' },
      headers: { cookie: admin },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe('createdAt,actorId,actor,impersonatorId,impersonator,action,targets')
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain('zcsv.two')
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") Csv"`)
    expect(lines[2]).toContain('"{""note"":""a,b""}"')
  })

  it('refuses other profiles (403) and the signed-out (401)', async () => {
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    expect((await get(await t.login(director.email!), {})).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/audit' })).statusCode).toBe(401)
  })
})
