import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChildDetail, ChildItem } from '@nido/domain/contracts/children-and-parents'
import type { Me } from '@nido/domain/contracts/me'
import { auditLog, childKeys, childSections, outboxMails, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { childOfKey } from '../child-keys/index'

// Spec 000 §2 /children-and-parents, §6 (docs/children-and-parents.md, decision 0031): create a
// child with new and existing guardians, edit, renew the key, archive and restore. Through HTTP
// on the real database.
describe('children and parents (spec 000 §2, §6)', () => {
  let t: TestApp
  let world: World
  let otherSchoolId: string
  let otherSectionId: string
  let archivedSectionId: string
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })
  const newChild = (over: Record<string, unknown> = {}) => ({
    firstname: 'Zoé',
    lastname: 'Durand',
    gender: 'Female',
    birthDate: '2024-03-02',
    sectionIds: [world.sectionIds[0]],
    guardians: [],
    ...over,
  })
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call('director', 'POST', '/children-and-parents', newChild(over))
    expect(res.statusCode, res.body).toBe(201)
    return res.json<ChildDetail>()
  }
  const list = async (who: string, query = '') => {
    const res = await call(who, 'GET', `/children-and-parents${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ items: ChildItem[]; nextCursor: string | null }>()
  }
  const audited = (action: string, actorId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)))

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    await t.make.feature(null, 'management', true)
    await t.make.feature(null, 'daily', true)
    await t.make.feature(null, 'communication', true)
    otherSchoolId = (await t.make.school(world.groupId)).id
    otherSectionId = (await t.make.section(otherSchoolId, 'Elsewhere')).id
    archivedSectionId = (await t.make.section(world.schoolId, 'Old')).id
    const [sA, sB] = world.sectionIds
    const people = {
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
      coordinator: await t.make.staff('COORDINATOR', { groupId: world.groupId }),
      otherDirector: await t.make.staff('DIRECTOR', { schoolId: otherSchoolId }),
      teacherA: await t.make.staff('TEACHER', { sectionId: sA }),
      teacherB: await t.make.staff('TEACHER', { sectionId: sB }),
      existing: await t.make.user('GUARDIAN', { email: 'Existing.Parent@example.test' }),
      staffWithMail: await t.make.user('TEACHER', { email: 'teacher.parent@example.test' }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      if (user.email) cookies[who] = await t.login(user.email)
    }
    const archive = await call('director', 'POST', `/sections/${archivedSectionId}/archive`)
    expect(archive.statusCode, archive.body).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('creates a child with a new and an existing guardian, a key and audit rows, in one go', async () => {
    const made = await create({
      sectionIds: [world.sectionIds[0], world.sectionIds[1]],
      guardians: [
        {
          kind: 'new',
          firstname: 'Paul',
          lastname: 'Durand',
          email: 'Paul.Durand@Example.test',
          phone: '06 12 34 56 78',
          relationship: 'Father',
          referent: true,
          parentalAuthority: true,
        },
        { kind: 'existing', email: 'existing.parent@example.test', relationship: 'GrandMother' },
      ],
    })
    expect(made).toMatchObject({
      firstname: 'Zoé',
      gender: 'Female',
      birthDate: '2024-03-02',
      archivedAt: null,
    })
    expect(made.sections.map((s) => s.id).sort()).toEqual([...world.sectionIds].sort())
    expect(made.key).toMatch(/^[a-z0-9_]{8}$/)
    expect(made.canEdit).toBe(true)
    expect(made.guardians).toHaveLength(2)
    const paul = made.guardians.find((g) => g.firstname === 'Paul')!
    expect(paul).toMatchObject({
      email: 'paul.durand@example.test',
      phone: '+33612345678',
      relationship: 'Father',
      referent: true,
      parentalAuthority: true,
      activation: { activated: false },
    })
    // The existing account is linked, not duplicated, and keeps its own names.
    const existing = made.guardians.find((g) => g.id === ids.existing)!
    expect(existing).toMatchObject({ relationship: 'GrandMother', referent: false, parentalAuthority: true })
    const [paulRow] = await t.database.db.select().from(users).where(eq(users.id, paul.id))
    expect(paulRow).toMatchObject({ profileType: 'GUARDIAN', passwordHash: null })
    // The new parent is sent the activation mail, once; the existing one is not.
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.template, 'account-activation'))
    expect(mails.map((m) => m.toAddress)).toEqual(['paul.durand@example.test'])
    expect(paul.activation.lastSentAt).toBe('2026-11-18T09:30:00.000Z')
    expect(paul.activation.expiresAt).toBe('2026-11-25T09:30:00.000Z')
    expect(existing.activation.activated).toBe(true)
    // The resend button of the child's page: the users module's route.
    const resend = await call('director', 'POST', `/users/${paul.id}/activation`)
    expect(resend.statusCode, resend.body).toBe(204)
    expect(await audited('childrenAndParents.create', ids.director!)).toHaveLength(1)
    expect(await audited('childrenAndParents.addGuardian', ids.director!)).toHaveLength(2)
    // The new guardian's family scope holds the child from their next request on.
    ids.zoe = made.id
  })

  it('writes nothing when one guardian is refused (one transaction)', async () => {
    const before = (await list('director', '?q=Rollback')).items.length
    const res = await call(
      'director',
      'POST',
      '/children-and-parents',
      newChild({
        firstname: 'Rollback',
        guardians: [
          {
            kind: 'new',
            firstname: 'Ok',
            lastname: 'Parent',
            email: 'ok.rollback@example.test',
            relationship: 'Mother',
          },
          { kind: 'existing', email: 'teacher.parent@example.test', relationship: 'Father' },
        ],
      }),
    )
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'GUARDIAN_ACCOUNT_NOT_FOUND' })
    expect((await list('director', '?q=Rollback')).items.length).toBe(before)
    const [ok] = await t.database.db.select().from(users).where(eq(users.email, 'ok.rollback@example.test'))
    expect(ok).toBeUndefined()
    const mails = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, 'ok.rollback@example.test'))
    expect(mails).toEqual([])
  })

  it('validates e-mails, phones and contact, and refuses a taken e-mail', async () => {
    const guardian = (g: Record<string, unknown>) =>
      call(
        'director',
        'POST',
        '/children-and-parents',
        newChild({
          guardians: [{ kind: 'new', firstname: 'A', lastname: 'B', relationship: 'Mother', ...g }],
        }),
      )
    const badPhone = await guardian({ phone: '12' })
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json()).toMatchObject({ errorCode: 'PHONE_NUMBER_INVALID' })
    for (const g of [{ email: 'not-an-email' }, {}, { email: null, phone: null }]) {
      const res = await guardian(g)
      expect(res.statusCode, JSON.stringify(g)).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    }
    const taken = await guardian({ email: 'teacher.parent@example.test' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ errorCode: 'EMAIL_ALREADY_USED' })
    const noSection = await call('director', 'POST', '/children-and-parents', newChild({ sectionIds: [] }))
    expect(noSection.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
  })

  it('answers 404 for a section or child out of scope and 409 for an archived section', async () => {
    const outOfScope = await call(
      'director',
      'POST',
      '/children-and-parents',
      newChild({ sectionIds: [otherSectionId] }),
    )
    expect(outOfScope.statusCode).toBe(404)
    expect(outOfScope.json()).toMatchObject({ errorCode: 'NOT_FOUND' })
    const archived = await call(
      'director',
      'POST',
      '/children-and-parents',
      newChild({ sectionIds: [archivedSectionId] }),
    )
    expect(archived.statusCode).toBe(409)
    expect(archived.json()).toMatchObject({ errorCode: 'SECTION_ARCHIVED' })
    for (const res of [
      await call('otherDirector', 'GET', `/children-and-parents/${ids.zoe}`),
      await call('otherDirector', 'PATCH', `/children-and-parents/${ids.zoe}`, { firstname: 'X' }),
      await call('otherDirector', 'POST', `/children-and-parents/${ids.zoe}/key`),
    ])
      expect(res.statusCode, res.body).toBe(404)
    expect((await list('otherDirector')).items.map((c) => c.id)).not.toContain(ids.zoe)
    // The group's coordinator reaches both schools.
    expect((await call('coordinator', 'GET', `/children-and-parents/${ids.zoe}`)).statusCode).toBe(200)
  })

  it('shows teachers the children of their sections, read only', async () => {
    const solo = await create({ firstname: 'Solo', sectionIds: [world.sectionIds[1]] })
    expect((await list('teacherA', '?q=solo')).items).toHaveLength(0)
    const seen = await list('teacherB', '?q=solo')
    expect(seen.items.map((c) => c.id)).toEqual([solo.id])
    const detail = await call('teacherB', 'GET', `/children-and-parents/${solo.id}`)
    expect(detail.json<ChildDetail>().canEdit).toBe(false)
    const write = await call('teacherB', 'PATCH', `/children-and-parents/${solo.id}`, { firstname: 'X' })
    expect(write.statusCode).toBe(403)
    expect(write.json()).toMatchObject({ errorCode: 'FORBIDDEN' })
    expect((await call('teacherA', 'GET', `/children-and-parents/${solo.id}`)).statusCode).toBe(404)
  })

  it('lists by name with keyset pages and filters by section and name', async () => {
    for (const lastname of ['Aa', 'Bb', 'Cc']) await create({ firstname: 'Page', lastname })
    const names: string[] = []
    let cursor: string | null = null
    do {
      const page: { items: ChildItem[]; nextCursor: string | null } = await list(
        'director',
        `?q=page&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      )
      expect(page.items.length).toBeLessThanOrEqual(2)
      names.push(...page.items.map((c) => c.lastname))
      cursor = page.nextCursor
    } while (cursor)
    expect(names).toEqual(['Aa', 'Bb', 'Cc'])
    const bySection = await list('director', `?sectionId=${world.sectionIds[1]}&q=zoe`)
    expect(bySection.items.map((c) => c.id)).toEqual([ids.zoe])
    expect(bySection.items[0]).toMatchObject({ guardianCount: 2 })
    const bad = await call('director', 'GET', '/children-and-parents?cursor=nonsense')
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
  })

  it('edits fields and sections, keeping the sections out of scope', async () => {
    const child = await create({ firstname: 'Multi' })
    // A section of another school, put there by its own director's scope (the sections module).
    await t.database.db.insert(childSections).values({ childId: child.id, sectionId: otherSectionId })
    const res = await call('director', 'PATCH', `/children-and-parents/${child.id}`, {
      firstname: 'Multiple',
      sectionIds: [world.sectionIds[1]],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<ChildDetail>()).toMatchObject({ firstname: 'Multiple' })
    const otherView = await call('otherDirector', 'GET', `/children-and-parents/${child.id}`)
    expect(otherView.json<ChildDetail>().sections.map((s) => s.id)).toEqual([otherSectionId])
    const mine = await call('director', 'GET', `/children-and-parents/${child.id}`)
    expect(mine.json<ChildDetail>().sections.map((s) => s.id)).toEqual([world.sectionIds[1]])
    // Archiving needs every section of the child in reach.
    const archive = await call('director', 'POST', `/children-and-parents/${child.id}/archive`)
    expect(archive.statusCode).toBe(403)
  })

  it('adds, edits and unlinks guardians', async () => {
    const child = await create({ firstname: 'Guarded' })
    const added = await call('director', 'POST', `/children-and-parents/${child.id}/guardians`, {
      kind: 'existing',
      email: 'EXISTING.parent@example.test',
      relationship: 'Legal',
      referent: true,
    })
    expect(added.statusCode, added.body).toBe(201)
    const again = await call('director', 'POST', `/children-and-parents/${child.id}/guardians`, {
      kind: 'existing',
      email: 'existing.parent@example.test',
      relationship: 'Legal',
    })
    expect(again.json()).toMatchObject({ errorCode: 'CHILD_ALREADY_LINKED' })
    const edited = await call(
      'director',
      'PATCH',
      `/children-and-parents/${child.id}/guardians/${ids.existing}`,
      {
        parentalAuthority: false,
      },
    )
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json<ChildDetail>().guardians[0]).toMatchObject({
      relationship: 'Legal',
      parentalAuthority: false,
    })
    const unlinked = await call(
      'director',
      'DELETE',
      `/children-and-parents/${child.id}/guardians/${ids.existing}`,
    )
    expect(unlinked.statusCode).toBe(204)
    const gone = await call(
      'director',
      'DELETE',
      `/children-and-parents/${child.id}/guardians/${ids.existing}`,
    )
    expect(gone.statusCode).toBe(404)
    const [account] = await t.database.db.select().from(users).where(eq(users.id, ids.existing!))
    expect(account).toBeDefined()
  })

  it('renews the key: the old key no longer finds the child', async () => {
    const before = (await call('director', 'GET', `/children-and-parents/${ids.zoe}`)).json<ChildDetail>()
      .key!
    expect((await childOfKey(t.database.db, before))?.id).toBe(ids.zoe)
    const res = await call('director', 'POST', `/children-and-parents/${ids.zoe}/key`)
    expect(res.statusCode, res.body).toBe(200)
    const { key } = res.json<{ key: string }>()
    expect(key).not.toBe(before)
    expect(await childOfKey(t.database.db, before)).toBeUndefined()
    expect((await childOfKey(t.database.db, key))?.id).toBe(ids.zoe)
    const [row] = await audited('childrenAndParents.renewKey', ids.director!)
    expect(row?.targets).toEqual({ childId: ids.zoe })
  })

  it('archives: out of the section lists, the care log and the family scope; restore brings it back', async () => {
    const child = await create({
      firstname: 'Leaving',
      guardians: [
        {
          kind: 'new',
          firstname: 'Mum',
          lastname: 'Leaving',
          email: 'mum.leaving@example.test',
          relationship: 'Mother',
        },
      ],
    })
    const mum = child.guardians[0]!
    // Mum sets her password (the activation mail's work): she takes the director's test one.
    const [director] = await t.database.db.select().from(users).where(eq(users.id, ids.director!))
    await t.database.db
      .update(users)
      .set({ passwordHash: director!.passwordHash })
      .where(eq(users.id, mum.id))
    cookies.mum = await t.login('mum.leaving@example.test')
    const [sA] = world.sectionIds
    const members = async () =>
      (await call('director', 'GET', `/sections/${sA}/members`))
        .json<{ children: { id: string }[] }>()
        .children.map((c) => c.id)
    const board = async () =>
      (await call('teacherA', 'GET', `/daily-log/board?sectionId=${sA}`))
        .json<{ children: { id: string }[] }>()
        .children.map((c) => c.id)
    const mumSections = async () => (await call('mum', 'GET', '/me')).json<Me>()
    // The people a post can be shared with (spec 000 §3 share target): the child and their mum.
    const targets = async () => (await call('teacherA', 'GET', '/share-targets')).body
    expect(await members()).toContain(child.id)
    expect(await board()).toContain(child.id)
    expect(JSON.stringify(await mumSections())).toContain(sA)
    expect(await targets()).toContain(child.id)

    const res = await call('director', 'POST', `/children-and-parents/${child.id}/archive`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<ChildDetail>()).toMatchObject({ key: null, archivedAt: '2026-11-18T09:30:00.000Z' })
    expect(res.json<ChildDetail>().sections.map((s) => s.id)).toEqual([sA])
    expect(await members()).not.toContain(child.id)
    expect(await board()).not.toContain(child.id)
    expect(JSON.stringify(await mumSections())).not.toContain(sA)
    expect(await targets()).not.toContain(child.id)
    expect(await targets()).not.toContain(mum.id)
    expect(await t.database.db.select().from(childKeys).where(eq(childKeys.childId, child.id))).toHaveLength(
      0,
    )
    expect((await list('director', '?q=leaving')).items).toHaveLength(0)
    expect((await list('director', '?q=leaving&status=archived')).items.map((c) => c.id)).toEqual([child.id])
    expect((await list('teacherA', '?q=leaving&status=archived')).items.map((c) => c.id)).toEqual([child.id])
    const edit = await call('director', 'PATCH', `/children-and-parents/${child.id}`, { firstname: 'X' })
    expect(edit.json()).toMatchObject({ errorCode: 'CHILD_ARCHIVED' })

    const back = await call('director', 'POST', `/children-and-parents/${child.id}/restore`)
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json<ChildDetail>()).toMatchObject({ archivedAt: null })
    expect(back.json<ChildDetail>().key).toMatch(/^[a-z0-9_]{8}$/)
    expect(await members()).toContain(child.id)
    expect(JSON.stringify(await mumSections())).toContain(sA)
    expect(await audited('childrenAndParents.archive', ids.director!)).toHaveLength(1)
    expect(await audited('childrenAndParents.restore', ids.director!)).toHaveLength(1)
  })
})
