import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GroupItem } from '@nido/domain/contracts/groups'
import { auditLog, brands } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

// Administration, groups (docs/administration.md "Groups"): a super admin lists, creates and
// renames groups; a group admin reads their own group only.
describe('groups administration (docs/administration.md)', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  let groupA: string
  let groupB: string
  let superAdminId: string

  const call = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })

  beforeAll(async () => {
    t = await createTestApp()
    groupA = (await t.make.world()).groupId
    groupB = (await t.make.world()).groupId
    const superAdmin = await t.make.user('SUPER_ADMIN')
    superAdminId = superAdmin.id
    const groupAdmin = await t.make.staff('GROUP_ADMIN', { groupId: groupA })
    const director = await t.make.staff('DIRECTOR', { groupId: groupA })
    cookies.super = await t.login(superAdmin.email!)
    cookies.groupAdmin = await t.login(groupAdmin.email!)
    cookies.director = await t.login(director.email!)
  })
  afterAll(async () => t.close())

  it('lets a super admin create a group with its brand, and audits it', async () => {
    const res = await call('super', 'POST', '/groups', { name: '  Les Petits Pas  ' })
    expect(res.statusCode, res.body).toBe(201)
    const group = res.json<GroupItem>()
    expect(group).toMatchObject({ name: 'Les Petits Pas', schoolCount: 0 })
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.groupId, group.id))
    expect(brand).toMatchObject({ id: group.brandId, name: 'Les Petits Pas', variant: 'standard' })
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'groups.create'), eq(auditLog.actorId, superAdminId)))
    expect(row?.targets).toEqual({ groupId: group.id })
  })

  it('pages every group by name for a super admin (keyset)', async () => {
    for (const name of ['Zed 1', 'Zed 2', 'Zed 3']) await call('super', 'POST', '/groups', { name })
    const first = await call('super', 'GET', '/groups?q=zed&limit=2')
    expect(first.statusCode).toBe(200)
    const page1 = first.json<{ items: GroupItem[]; nextCursor: string | null }>()
    expect(page1.items.map((g) => g.name)).toEqual(['Zed 1', 'Zed 2'])
    const second = await call('super', 'GET', `/groups?q=zed&limit=2&cursor=${page1.nextCursor}`)
    expect(second.json().items.map((g: GroupItem) => g.name)).toEqual(['Zed 3'])
    expect(second.json().nextCursor).toBeNull()
  })

  it('shows a group admin their own group only, read-only', async () => {
    const list = await call('groupAdmin', 'GET', '/groups?limit=100')
    expect(list.json().items.map((g: GroupItem) => g.id)).toEqual([groupA])
    expect((await call('groupAdmin', 'GET', `/groups/${groupA}`)).json()).toMatchObject({
      id: groupA,
      schoolCount: 1,
    })
    expect((await call('groupAdmin', 'GET', `/groups/${groupB}`)).statusCode).toBe(404)
    const rename = await call('groupAdmin', 'PATCH', `/groups/${groupA}`, { name: 'Mine' })
    expect(rename.statusCode).toBe(403)
    expect((await call('groupAdmin', 'POST', '/groups', { name: 'New' })).statusCode).toBe(403)
  })

  it('lets a super admin rename, refuses an empty name, and answers 404 for an unknown group', async () => {
    const res = await call('super', 'PATCH', `/groups/${groupB}`, { name: 'Renamed B' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().name).toBe('Renamed B')
    const empty = await call('super', 'PATCH', `/groups/${groupB}`, { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errorCode).toBe('VALIDATION_ERROR')
    const unknown = await call('super', 'PATCH', '/groups/01900000-0000-7000-8000-000000000000', {
      name: 'X',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses other profiles (403) and the signed-out (401)', async () => {
    expect((await call('director', 'GET', '/groups')).statusCode).toBe(403)
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/groups' })
    expect(anonymous.statusCode).toBe(401)
  })
})
