import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { createTestApp, type TestApp } from '../../test/app'

// Spec 000 §7 "POST user scope metadata (userIds, groupIds, schoolIds, sectionIds)", §9 batches
// of at most 7500 ids; ARCHITECTURE §5: only what the actor may see, filtered in SQL.
describe('scope metadata (spec 000 §7, §9)', () => {
  let t: TestApp
  const ids: Record<string, string> = {}
  const cookies: Record<string, string> = {}
  let allIds: { userIds: string[]; groupIds: string[]; schoolIds: string[]; sectionIds: string[] }

  const post = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/scope/metadata',
      payload: payload as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
    })
  /** The names (keys of `ids`) of what came back, sorted, to compare with the expected sets. */
  const names = (items: { id: string }[]) =>
    items.map((i) => Object.entries(ids).find(([, id]) => id === i.id)?.[0] ?? i.id).sort()

  beforeAll(async () => {
    t = await createTestApp()
    // Group A's brand lets children sign in (spec 000 §1), so childA1 is a caller too.
    const a = await t.make.world({ variant: 'childrenLogin' })
    const b = await t.make.world()
    Object.assign(ids, {
      groupA: a.groupId,
      schoolA: a.schoolId,
      sectionA1: a.sectionIds[0],
      sectionA2: a.sectionIds[1],
      groupB: b.groupId,
      schoolB: b.schoolId,
      sectionB1: b.sectionIds[0],
      sectionB2: b.sectionIds[1],
    })
    const childA1 = await t.make.child(a.sectionIds[0], { email: `child.${randomUUID()}@example.test` })
    const childA2 = await t.make.child(a.sectionIds[1])
    const childB = await t.make.child(b.sectionIds[0])
    const people = {
      childA1,
      childA2,
      childB,
      guardianA1: await t.make.guardianOf([childA1.id]),
      coGuardianA1: await t.make.guardianOf([childA1.id], { relationship: 'Father' }),
      guardianA2: await t.make.guardianOf([childA2.id]),
      guardianB: await t.make.guardianOf([childB.id]),
      teacherA1: await t.make.staff('TEACHER', { sectionId: a.sectionIds[0] }),
      teacherA2: await t.make.staff('TEACHER', { sectionId: a.sectionIds[1] }),
      directorA: await t.make.staff('DIRECTOR', { schoolId: a.schoolId }),
      coordinatorA: await t.make.staff('COORDINATOR', { groupId: a.groupId }),
      teacherB: await t.make.staff('TEACHER', { sectionId: b.sectionIds[0] }),
      directorB: await t.make.staff('DIRECTOR', { schoolId: b.schoolId }),
    }
    for (const [name, user] of Object.entries(people)) ids[name] = user.id
    for (const name of [
      'guardianA1',
      'guardianB',
      'teacherA1',
      'directorA',
      'coordinatorA',
      'directorB',
    ] as const) {
      cookies[name] = await t.login(people[name].email!)
    }
    cookies.childA1 = await t.login(childA1.email!)
    allIds = {
      userIds: Object.keys(people).map((n) => ids[n]!),
      groupIds: [a.groupId, b.groupId],
      schoolIds: [a.schoolId, b.schoolId],
      sectionIds: [...a.sectionIds, ...b.sectionIds],
    }
  })
  afterAll(async () => t.close())

  it.each([
    [
      'guardianA1',
      ['childA1', 'coGuardianA1', 'coordinatorA', 'directorA', 'guardianA1', 'teacherA1'],
      ['groupA'],
      ['schoolA'],
      ['sectionA1'],
    ],
    ['guardianB', ['childB', 'directorB', 'guardianB', 'teacherB'], ['groupB'], ['schoolB'], ['sectionB1']],
    [
      'childA1',
      ['childA1', 'coGuardianA1', 'coordinatorA', 'directorA', 'guardianA1', 'teacherA1'],
      ['groupA'],
      ['schoolA'],
      ['sectionA1'],
    ],
    [
      'teacherA1',
      ['childA1', 'coGuardianA1', 'coordinatorA', 'directorA', 'guardianA1', 'teacherA1'],
      ['groupA'],
      ['schoolA'],
      ['sectionA1'],
    ],
    [
      'directorA',
      [
        'childA1',
        'childA2',
        'coGuardianA1',
        'coordinatorA',
        'directorA',
        'guardianA1',
        'guardianA2',
        'teacherA1',
        'teacherA2',
      ],
      ['groupA'],
      ['schoolA'],
      ['sectionA1', 'sectionA2'],
    ],
    [
      'directorB',
      ['childB', 'directorB', 'guardianB', 'teacherB'],
      ['groupB'],
      ['schoolB'],
      ['sectionB1', 'sectionB2'],
    ],
  ])('%s gets only what their scope reaches', async (who, users, groups, schools, sections) => {
    const res = await post(cookies[who], allIds)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(names(body.users)).toEqual(users)
    expect(names(body.groups)).toEqual(groups)
    expect(names(body.schools)).toEqual(schools)
    expect(names(body.sections)).toEqual(sections)
  })

  it('a guardian of school A never gets school B users, asked one kind at a time', async () => {
    const res = await post(cookies.guardianA1, {
      userIds: [
        ids.childB,
        ids.guardianB,
        ids.teacherB,
        ids.directorB,
        ids.childA2,
        ids.guardianA2,
        ids.teacherA2,
      ],
    })
    expect(res.json()).toEqual({ users: [], groups: [], schools: [], sections: [] })
  })

  it('answers the public fields only', async () => {
    const res = await post(cookies.directorA, {
      userIds: [ids.teacherA1],
      groupIds: [ids.groupA],
      schoolIds: [ids.schoolA],
      sectionIds: [ids.sectionA1],
    })
    const body = res.json()
    expect(Object.keys(body.users[0]).sort()).toEqual(
      ['avatarMediaId', 'firstname', 'genderCd', 'id', 'lastname', 'profileType'].sort(),
    )
    expect(body.users[0]).toMatchObject({ id: ids.teacherA1, profileType: 'TEACHER', avatarMediaId: null })
    expect(body.groups[0]).toEqual({ id: ids.groupA, name: expect.any(String) })
    expect(body.schools[0]).toEqual({
      id: ids.schoolA,
      name: expect.any(String),
      groupId: ids.groupA,
      maAvatarId: null,
      publicPageVisible: false,
      openingTimezone: 'Europe/Paris',
    })
    expect(body.sections[0]).toEqual({ id: ids.sectionA1, name: 'A', schoolId: ids.schoolA })
  })

  it('returns an entity once when its id is repeated, and nothing for an empty or unknown request', async () => {
    const repeated = await post(cookies.directorA, {
      schoolIds: [ids.schoolA, ids.schoolA],
      userIds: [randomUUID()],
    })
    expect(repeated.json()).toMatchObject({ schools: [{ id: ids.schoolA }], users: [] })
    expect((await post(cookies.directorA, {})).json()).toEqual({
      users: [],
      groups: [],
      schools: [],
      sections: [],
    })
  })

  it('refuses more than 7500 ids in total with TOO_MANY_IDS, and takes exactly 7500', async () => {
    const uuids = (n: number) => Array.from({ length: n }, () => randomUUID())
    const tooMany = await post(cookies.teacherA1, {
      userIds: uuids(3000),
      sectionIds: uuids(3000),
      schoolIds: uuids(1000),
      groupIds: uuids(501),
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errorCode).toBe('TOO_MANY_IDS')

    const atLimit = await post(cookies.teacherA1, {
      userIds: [...uuids(2999), ids.childA1],
      sectionIds: [...uuids(2999), ids.sectionA1],
      schoolIds: uuids(1000),
      groupIds: uuids(500),
    })
    expect(atLimit.statusCode).toBe(200)
    expect(names(atLimit.json().users)).toEqual(['childA1'])
    expect(names(atLimit.json().sections)).toEqual(['sectionA1'])
  })

  it('answers 400 for a malformed id or an unknown field, 401 without a session', async () => {
    const malformed = await post(cookies.directorA, { userIds: ['not-a-uuid'] })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errorCode).toBe('VALIDATION_ERROR')
    expect((await post(cookies.directorA, { childIds: [ids.childA1] })).statusCode).toBe(400)
    expect((await post(undefined, { schoolIds: [ids.schoolA] })).statusCode).toBe(401)
  })
})
