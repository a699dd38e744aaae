import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Contact, ContactGroup } from '@nido/domain/contracts/contacts'
import { chatBlocks, sessions, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'

// Spec 000 §2 /contacts, §6 (guardian, child if the brand allows; communication
// needed); spec 001 §3 showPhoneNumberInContacts and the chat options otherFamilyCanContactMe /
// meCanContactOtherFamily; access/chat.ts mayStartChat for the "send a message" button.
describe('contacts (spec 000 §2, §6; spec 001 §3)', () => {
  let t: TestApp
  let world: World
  let other: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const get = (who: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/contacts', query, headers: { cookie: cookies[who]! } })
  const contacts = async (who: string, query: Record<string, string>) => {
    const res = await get(who, query)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ items: Contact[]; nextCursor: string | null }>()
  }
  const names = (page: { items: Contact[] }) => page.items.map((c) => c.firstname)
  const setSettings = (who: string, settings: Record<string, unknown>) =>
    t.database.db.update(users).set({ settings }).where(eq(users.id, ids[who]!))
  const setPhone = (who: string, phone: string) =>
    t.database.db.update(users).set({ phone }).where(eq(users.id, ids[who]!))

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    other = await t.make.world()
    const [sA, sB] = world.sectionIds
    const lea = await t.make.child(sA, { firstname: 'Léa', lastname: 'Martin' })
    const tom = await t.make.child(sA, { firstname: 'Tom', lastname: 'Petit' })
    const zoe = await t.make.child(sA, { firstname: 'Zoé', lastname: 'Blanc' })
    const max = await t.make.child(sB, { firstname: 'Max', lastname: 'Roux' })
    const far = await t.make.child(other.sectionIds[0], { firstname: 'Far', lastname: 'Away' })
    const people = {
      guardian: await t.make.guardianOf([lea.id], { firstname: 'Gina', lastname: 'Martin' }),
      coGuardian: await t.make.guardianOf([lea.id], { firstname: 'Carl', lastname: 'Martin' }),
      openFamily: await t.make.guardianOf([tom.id], { firstname: 'Olga', lastname: 'Petit' }),
      closedFamily: await t.make.guardianOf([zoe.id], { firstname: 'Cleo', lastname: 'Blanc' }),
      otherSection: await t.make.guardianOf([max.id], { firstname: 'Otto', lastname: 'Roux' }),
      observer: await t.make.guardianOf([lea.id], { firstname: 'Obi', lastname: 'Martin', observer: true }),
      farGuardian: await t.make.guardianOf([far.id], { firstname: 'Fay', lastname: 'Away' }),
      director: await t.make.staff(
        'DIRECTOR',
        { schoolId: world.schoolId },
        { firstname: 'Élodie', lastname: 'Durand' },
      ),
      coordinator: await t.make.staff(
        'COORDINATOR',
        { groupId: world.groupId },
        { firstname: 'Bruno', lastname: 'Ébène' },
      ),
      sponsor: await t.make.staff('SPONSOR', { schoolId: world.schoolId }, { firstname: 'Spon' }),
      teacherA: await t.make.staff('TEACHER', { sectionId: sA }, { firstname: 'Anna', lastname: 'Aubert' }),
      inactiveA: await t.make.staff(
        'TEACHER',
        { sectionId: sA },
        { firstname: 'Ina', lastname: 'Gone', status: 'Inactive' },
      ),
      teacherB: await t.make.staff('TEACHER', { sectionId: sB }, { firstname: 'Bea', lastname: 'Bois' }),
      farTeacher: await t.make.staff('TEACHER', { sectionId: other.sectionIds[0] }, { firstname: 'Fred' }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      if (user.status === 'Active' && user.email) cookies[who] = await t.login(user.email)
    }
    Object.assign(ids, { lea: lea.id, tom: tom.id })
    await t.database.db.update(users).set({ jobTitle: 'Head of school' }).where(eq(users.id, ids.director!))
    await setPhone('director', '+33612345678')
    await setSettings('director', { showPhoneNumberInContacts: true })
    await setPhone('teacherA', '+33698765432')
    await setPhone('openFamily', '+32470123456')
    await setSettings('openFamily', {
      showPhoneNumberInContacts: true,
      chat: { otherFamilyCanContactMe: true },
    })
    await setSettings('closedFamily', { chat: { otherFamilyCanContactMe: false } })
  })
  afterAll(async () => t.close())

  it('groups: the school of my child, then the section, with my child in each', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contacts/groups',
      headers: { cookie: cookies.guardian! },
    })
    expect(res.statusCode, res.body).toBe(200)
    const { groups } = res.json<{ groups: ContactGroup[] }>()
    expect(groups.map((g) => [g.type, g.id])).toEqual([
      ['school', world.schoolId],
      ['section', world.sectionIds[0]],
    ])
    expect(groups[1]!.children).toEqual([{ id: ids.lea, firstname: 'Léa', lastname: 'Martin' }])
  })

  it('school staff: directors and coordinators of the school or its group, no sponsor, no teacher', async () => {
    const page = await contacts('guardian', { schoolId: world.schoolId })
    expect(names(page)).toEqual(['Élodie', 'Bruno'])
    expect(page.items[0]).toMatchObject({
      kind: 'staff',
      profileType: 'DIRECTOR',
      jobTitle: 'Head of school',
      email: expect.stringContaining('@example.test'),
      // showPhoneNumberInContacts is on.
      phone: '+33612345678',
      children: [],
      // The matrix lists no guardian sender (access/chat.ts): guardians reply, they do not start.
      canMessage: false,
    })
  })

  it('section staff: the teachers of my child’s section only; a phone stays hidden by default', async () => {
    const page = await contacts('guardian', { sectionId: world.sectionIds[0] })
    expect(names(page)).toEqual(['Anna'])
    expect(page.items[0]).toMatchObject({ profileType: 'TEACHER', phone: null })
  })

  it('families: my co-guardians always, other families only where both sides allow it', async () => {
    const page = await contacts('guardian', { sectionId: world.sectionIds[0], kind: 'family' })
    // Sorted by last name: Martin (Carl, Obi), Petit (Olga). Cleo refuses other families; Otto is
    // in another section; the guardian themself is not listed.
    expect(names(page)).toEqual(['Carl', 'Obi', 'Olga'])
    const olga = page.items.find((c) => c.firstname === 'Olga')!
    expect(olga).toMatchObject({
      kind: 'family',
      email: null,
      jobTitle: null,
      phone: '+32470123456',
      children: [{ id: ids.tom, firstname: 'Tom', lastname: 'Petit' }],
      canMessage: true,
    })
    expect(page.items.find((c) => c.firstname === 'Carl')).toMatchObject({
      children: [{ id: ids.lea, firstname: 'Léa' }],
      canMessage: true,
    })
  })

  it('families: my own meCanContactOtherFamily off hides the other families, not my own', async () => {
    await setSettings('guardian', { chat: { meCanContactOtherFamily: false } })
    try {
      const page = await contacts('guardian', { sectionId: world.sectionIds[0], kind: 'family' })
      expect(names(page)).toEqual(['Carl', 'Obi'])
    } finally {
      await setSettings('guardian', {})
    }
  })

  it('a block on either side keeps the contact but removes "send a message"', async () => {
    await t.database.db.insert(chatBlocks).values({ userId: ids.openFamily!, blockedUserId: ids.guardian! })
    try {
      const page = await contacts('guardian', { sectionId: world.sectionIds[0], kind: 'family' })
      expect(page.items.find((c) => c.firstname === 'Olga')).toMatchObject({ canMessage: false })
    } finally {
      await t.database.db.delete(chatBlocks).where(eq(chatBlocks.userId, ids.openFamily!))
    }
  })

  it('an observer reads contacts but may start no conversation (spec 000 §6)', async () => {
    const page = await contacts('observer', { sectionId: world.sectionIds[0], kind: 'family' })
    expect(names(page)).toEqual(['Carl', 'Gina', 'Olga'])
    expect(page.items.every((c) => !c.canMessage)).toBe(true)
  })

  it('search ignores case and accents; every word must match', async () => {
    expect(names(await contacts('guardian', { schoolId: world.schoolId, q: 'ELODIE' }))).toEqual(['Élodie'])
    expect(names(await contacts('guardian', { schoolId: world.schoolId, q: 'ebene' }))).toEqual(['Bruno'])
    expect(names(await contacts('guardian', { schoolId: world.schoolId, q: 'élo dur' }))).toEqual(['Élodie'])
    expect(names(await contacts('guardian', { schoolId: world.schoolId, q: 'élo bruno' }))).toEqual([])
    expect(names(await contacts('guardian', { schoolId: world.schoolId, q: '%' }))).toEqual([])
  })

  it('pages with a cursor, sorted by folded last name, without repeats', async () => {
    const first = await contacts('guardian', { schoolId: world.schoolId, limit: '1' })
    expect(names(first)).toEqual(['Élodie'])
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = await contacts('guardian', {
      schoolId: world.schoolId,
      limit: '1',
      cursor: first.nextCursor!,
    })
    expect(names(second)).toEqual(['Bruno'])
    expect(second.nextCursor).toBeNull()
    expect((await get('guardian', { schoolId: world.schoolId, cursor: 'bad' })).statusCode).toBe(400)
  })

  it('scope: a section or school that is not my children’s answers 404', async () => {
    const codes = await Promise.all([
      get('guardian', { sectionId: world.sectionIds[1] }),
      get('guardian', { sectionId: other.sectionIds[0] }),
      get('guardian', { schoolId: other.schoolId }),
      get('farGuardian', { schoolId: world.schoolId }),
    ])
    expect(codes.map((r) => r.statusCode)).toEqual([404, 404, 404, 404])
    expect((await get('guardian', { schoolId: world.schoolId, kind: 'family' })).statusCode).toBe(400)
    expect((await get('guardian', {})).statusCode).toBe(400)
  })

  it('staff are refused by profile (spec 000 §6 contacts: guardian, child)', async () => {
    const res = await get('teacherA', { sectionId: world.sectionIds[0] })
    expect(res.statusCode).toBe(403)
  })

  it('communication off in the school: refused (spec 000 §6 "contacts need communication")', async () => {
    const off = await t.make.world()
    const child = await t.make.child(off.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id])
    await t.make.feature(off.schoolId, 'communication', false)
    const cookie = await t.login(guardian.email!)
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contacts/groups', headers: { cookie } })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_BY_FEATURE_SETTINGS' })
  })

  it('a guardian with children in two schools sees only the school with communication on', async () => {
    const off = await t.make.world()
    await t.make.feature(off.schoolId, 'communication', false)
    const here = await t.make.child(world.sectionIds[1])
    const there = await t.make.child(off.sectionIds[0])
    const guardian = await t.make.guardianOf([here.id, there.id])
    const cookie = await t.login(guardian.email!)
    // The current child (whose school's flags the action rule reads) is the one in this world.
    await t.database.db
      .update(sessions)
      .set({ currentChildId: here.id, currentSchoolId: world.schoolId })
      .where(eq(sessions.userId, guardian.id))
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/contacts/groups', headers: { cookie } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ groups: ContactGroup[] }>().groups.map((g) => g.schoolId)).toEqual([
      world.schoolId,
      world.schoolId,
    ])
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contacts',
      query: { schoolId: off.schoolId },
      headers: { cookie },
    })
    expect(refused.statusCode).toBe(404)
  })
})

describe('contacts of a signed-in child (spec 000 §1 childrenLogin brand)', () => {
  let t: TestApp
  let world: World
  let cookie: string

  beforeAll(async () => {
    t = await createTestApp()
    world = await t.make.world({ variant: 'childrenLogin' })
    const child = await t.make.child(world.sectionIds[0], { email: 'kid.contacts@example.test' })
    const sibling = await t.make.child(world.sectionIds[0])
    await t.make.guardianOf([sibling.id], { firstname: 'Paula' })
    await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { firstname: 'Tina' })
    cookie = await t.login(child.email!)
  })
  afterAll(async () => t.close())

  it('sees the staff of their section; no families (the family options are between guardians)', async () => {
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contacts',
      query: { sectionId: world.sectionIds[0] },
      headers: { cookie },
    })
    expect(staff.statusCode, staff.body).toBe(200)
    expect(staff.json<{ items: Contact[] }>().items).toMatchObject([{ firstname: 'Tina', canMessage: false }])
    const families = await t.app.inject({
      method: 'GET',
      url: '/api/v1/contacts',
      query: { sectionId: world.sectionIds[0], kind: 'family' },
      headers: { cookie },
    })
    expect(families.json()).toEqual({ items: [], nextCursor: null })
  })
})
