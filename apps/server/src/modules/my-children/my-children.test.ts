import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MyChild } from '@nido/domain/contracts/my-children'
import { auditLog, childKeys, guardianships, media, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { makeUpload } from '../../test/uploads'

// Spec 000 §2 /my-children, /my-children/edit/{id}, §6 "Guardian-only account entries: my
// children" (docs/my-children.md, decision 0032). Through HTTP, on the real database.
describe('my children (spec 000 §2, §6)', () => {
  let t: TestApp
  let world: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/my-children${path}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })
  const read = async (who: string, childId: string) => {
    const res = await call(who, 'GET', `/${childId}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<MyChild>()
  }
  const auditRows = (actorId: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)))

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    const [sA, sB] = world.sectionIds
    const lea = await t.make.child(sA, { firstname: 'Léa', lastname: 'Martin' })
    await t.database.db
      .update(users)
      .set({ birthDate: '2023-04-02', gender: 'Female', photoConsentWithheld: true })
      .where(eq(users.id, lea.id))
    const tom = await t.make.child(sB, { firstname: 'Tom', lastname: 'Petit' })
    const people = {
      mother: await t.make.guardianOf([lea.id], { firstname: 'Gina', lastname: 'Martin', referent: true }),
      father: await t.make.guardianOf([lea.id], {
        firstname: 'Paul',
        lastname: 'Martin',
        relationship: 'Father',
        referent: false,
      }),
      grandma: await t.make.guardianOf([lea.id], {
        firstname: 'Rose',
        lastname: 'Martin',
        relationship: 'GrandMother',
        referent: false,
      }),
      observer: await t.make.guardianOf([lea.id], { firstname: 'Obi', observer: true, referent: true }),
      stranger: await t.make.guardianOf([tom.id], { firstname: 'Sam', lastname: 'Petit' }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      teacher: await t.make.staff('TEACHER', { sectionId: sA }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    // The father shows his phone in contacts, the grandmother does not (spec 001 §3).
    await t.database.db
      .update(users)
      .set({ phone: '+32470000001', settings: { showPhoneNumberInContacts: true } })
      .where(eq(users.id, ids.father!))
    await t.database.db.update(users).set({ phone: '+32470000002' }).where(eq(users.id, ids.grandma!))
    Object.assign(ids, { lea: lea.id, tom: tom.id })
  })
  afterAll(async () => t?.close())

  it('lists my children with their school, sections, other guardians and my link (§2)', async () => {
    const res = await call('mother', 'GET', '')
    expect(res.statusCode, res.body).toBe(200)
    const { items } = res.json<{ items: MyChild[] }>()
    expect(items.map((c) => c.id)).toEqual([ids.lea])
    const lea = items[0]!
    expect(lea).toMatchObject({
      firstname: 'Léa',
      lastname: 'Martin',
      birthDate: '2023-04-02',
      gender: 'Female',
      avatarMediaId: null,
      sections: [{ id: world.sectionIds[0], schoolId: world.schoolId, name: 'A' }],
      me: { relationship: 'Mother', referent: true, parentalAuthority: true },
      photoConsentWithheld: true,
      canEdit: true,
    })
    expect(lea.schools.map((s) => s.id)).toEqual([world.schoolId])
    // The other guardians with their relationship; a phone only when shown, never an e-mail.
    const father = lea.otherGuardians.find((g) => g.id === ids.father)
    const grandma = lea.otherGuardians.find((g) => g.id === ids.grandma)
    expect(father).toMatchObject({ relationship: 'Father', referent: false, phone: '+32470000001' })
    expect(grandma).toMatchObject({ relationship: 'GrandMother', phone: null })
    expect(lea.otherGuardians.map((g) => g.id)).not.toContain(ids.mother)
    expect(JSON.stringify(lea.otherGuardians)).not.toContain('@')
    // A referent gets the child's key (made on first use), the one stored for the child.
    const [stored] = await t.database.db.select().from(childKeys).where(eq(childKeys.childId, ids.lea!))
    expect(lea.key).toBe(stored?.key)
    expect(lea.key).toMatch(/^[a-z0-9_]{8}$/)
  })

  it('shows a non-referent the child read only, without the key', async () => {
    const lea = await read('father', ids.lea!)
    expect(lea).toMatchObject({ me: { relationship: 'Father', referent: false }, key: null, canEdit: false })
    // An observer referent reads the key but may not edit (spec 000 §6 observers are read-only).
    expect(await read('observer', ids.lea!)).toMatchObject({ canEdit: false, key: expect.any(String) })
  })

  it('answers 404 for a child who is not mine, 403 for staff, 401 signed out', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { gender: 'Male' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call('stranger', method, `/${ids.lea}`, payload)
      expect(res.statusCode, `${method} ${res.body}`).toBe(404)
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' })
    }
    for (const who of ['director', 'teacher']) {
      const res = await call(who, 'GET', '')
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' })
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/my-children' })
    expect(anonymous.statusCode).toBe(401)
  })

  it('lets a referent change the gender, the picture and their relationship, audited once', async () => {
    const picture = await makeUpload(t.database.db, {
      ownerId: ids.mother!,
      kind: 'user',
      type: 'IMAGE',
      fileName: 'lea.jpg',
      mimeType: 'image/jpeg',
    })
    const res = await call('mother', 'PATCH', `/${ids.lea}`, {
      gender: 'PreferNotToSay',
      avatarMediaId: picture,
      relationship: 'StepMother',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<MyChild>()).toMatchObject({
      gender: 'PreferNotToSay',
      avatarMediaId: picture,
      me: { relationship: 'StepMother' },
    })
    const [child] = await t.database.db.select().from(users).where(eq(users.id, ids.lea!))
    expect(child).toMatchObject({ gender: 'PreferNotToSay', avatarMediaId: picture })
    const [file] = await t.database.db.select().from(media).where(eq(media.id, picture))
    expect(file).toMatchObject({ kind: 'user', attachedId: ids.lea })
    const audited = await auditRows(ids.mother!, 'myChildren.update')
    expect(audited).toHaveLength(1)
    expect(audited[0]?.targets).toMatchObject({
      childId: ids.lea,
      gender: 'PreferNotToSay',
      avatarMediaId: picture,
      relationship: 'StepMother',
    })
    // The other guardians see the new picture and the mother's new relationship.
    const seen = await read('father', ids.lea!)
    expect(seen.avatarMediaId).toBe(picture)
    expect(seen.otherGuardians.find((g) => g.id === ids.mother)?.relationship).toBe('StepMother')

    // The same values again change nothing and write no audit row; removing the picture detaches it.
    await call('mother', 'PATCH', `/${ids.lea}`, { gender: 'PreferNotToSay', avatarMediaId: picture })
    expect(await auditRows(ids.mother!, 'myChildren.update')).toHaveLength(1)
    const removed = await call('mother', 'PATCH', `/${ids.lea}`, { avatarMediaId: null })
    expect(removed.json<MyChild>().avatarMediaId).toBeNull()
    const [detached] = await t.database.db.select().from(media).where(eq(media.id, picture))
    expect(detached?.attachedId).toBeNull()
  })

  it('refuses a picture that is not an upload of mine, and what the school owns (names)', async () => {
    const theirs = await makeUpload(t.database.db, { ownerId: ids.father!, kind: 'user', type: 'IMAGE' })
    const res = await call('mother', 'PATCH', `/${ids.lea}`, { avatarMediaId: theirs })
    expect(res.statusCode).toBe(404)
    const names = await call('mother', 'PATCH', `/${ids.lea}`, { firstname: 'Lili' })
    expect(names.statusCode).toBe(400)
    expect(names.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    const [child] = await t.database.db.select().from(users).where(eq(users.id, ids.lea!))
    expect(child?.firstname).toBe('Léa')
  })

  it('refuses writes from a non-referent (FORBIDDEN) and an observer (FORBIDDEN_OBSERVER)', async () => {
    const father = await call('father', 'PATCH', `/${ids.lea}`, { gender: 'Male' })
    expect(father.statusCode).toBe(403)
    expect(father.json()).toMatchObject({ errorCode: 'FORBIDDEN' })
    const observer = await call('observer', 'PATCH', `/${ids.lea}`, { gender: 'Male' })
    expect(observer.statusCode).toBe(403)
    expect(observer.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
    const [child] = await t.database.db.select().from(users).where(eq(users.id, ids.lea!))
    expect(child?.gender).toBe('PreferNotToSay')
  })

  it('lets a guardian leave the family, but not the last referent (LAST_REFERENT_GUARDIAN)', async () => {
    // The stranger is Tom's only referent.
    const last = await call('stranger', 'DELETE', `/${ids.tom}/link`)
    expect(last.statusCode).toBe(409)
    expect(last.json()).toMatchObject({ errorCode: 'LAST_REFERENT_GUARDIAN' })

    // A non-referent leaves; the child is out of their scope from the next request on.
    const left = await call('grandma', 'DELETE', `/${ids.lea}/link`)
    expect(left.statusCode, left.body).toBe(204)
    const links = await t.database.db
      .select()
      .from(guardianships)
      .where(and(eq(guardianships.guardianId, ids.grandma!), eq(guardianships.childId, ids.lea!)))
    expect(links).toHaveLength(0)
    expect((await auditRows(ids.grandma!, 'myChildren.unlink'))[0]?.targets).toMatchObject({
      childId: ids.lea,
      relationship: 'GrandMother',
      referent: false,
    })
    expect((await call('grandma', 'GET', `/${ids.lea}`)).statusCode).toBe(404)
    expect((await call('grandma', 'GET', '')).json<{ items: MyChild[] }>().items).toEqual([])

    // The mother may leave: the observer is a referent too.
    expect((await call('mother', 'DELETE', `/${ids.lea}/link`)).statusCode).toBe(204)
  })
})
