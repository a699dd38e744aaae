import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'
import { resolveActor } from '../../platform/actor'
import { makeNews } from './news.fixtures'
import { visibleNewsReferences } from './news.visibility'

describe('visibleNewsReferences', () => {
  let t: TestApp
  const now = new Date('2026-11-18T09:30:00Z')
  const past = '2026-11-10T08:00:00Z'
  const future = '2026-12-01T08:00:00Z'
  let ids: Record<string, string>

  const actorOf = async (userId: string) =>
    (await resolveActor(t.database.db, {
      id: userId,
      userId,
      currentChildId: null,
      currentSchoolId: null,
      impersonatorId: null,
    }))!

  beforeAll(async () => {
    t = await createTestApp()
    const make = t.make
    const group = await make.group()
    const school = await make.school(group.id)
    const other = await make.school(group.id)
    const s1 = await make.section(school.id)
    const s2 = await make.section(school.id)
    const o1 = await make.section(other.id)
    const child1 = await make.child(s1.id)
    const child2 = await make.child(s2.id)
    const guardian1 = await make.guardianOf([child1.id])
    const guardian2 = await make.guardianOf([child2.id])
    const teacher1 = await make.staff('TEACHER', { sectionId: s1.id })
    const teacherOther = await make.staff('TEACHER', { sectionId: o1.id })
    const director = await make.staff('DIRECTOR', { schoolId: school.id })
    ids = {
      school: school.id,
      s1: s1.id,
      s2: s2.id,
      child1: child1.id,
      guardian1: guardian1.id,
      guardian2: guardian2.id,
      teacher1: teacher1.id,
      teacherOther: teacherOther.id,
      director: director.id,
    }
  })
  afterAll(() => t.close())

  it('returns the published items whose targets meet the audience, and the own items', async () => {
    const db = t.database.db
    const base = { schoolId: ids.school!, ownerId: ids.teacher1!, publishAt: past }
    const toS1 = await makeNews(db, { ...base, targets: [{ targetType: 'Section', targetId: ids.s1! }] })
    const toS2 = await makeNews(db, { ...base, targets: [{ targetType: 'Section', targetId: ids.s2! }] })
    const toSchool = await makeNews(db, {
      ...base,
      targets: [{ targetType: 'School', targetId: ids.school! }],
    })
    const toChild1 = await makeNews(db, { ...base, targets: [{ targetType: 'User', targetId: ids.child1! }] })
    const delayed = await makeNews(db, {
      ...base,
      publishAt: future,
      targets: [{ targetType: 'Section', targetId: ids.s1! }],
    })
    const pending = await makeNews(db, {
      ...base,
      status: 'pending',
      targets: [{ targetType: 'Section', targetId: ids.s1! }],
    })
    const all = [toS1, toS2, toSchool, toChild1, delayed, pending].map((n) => n.referenceId)
    const visible = async (userId: string) =>
      [...(await visibleNewsReferences(db, await actorOf(userId), 'Post', all, now))].sort()
    const sorted = (...items: Array<{ referenceId: string }>) => items.map((i) => i.referenceId).sort()

    expect(await visible(ids.guardian1!)).toEqual(sorted(toS1, toSchool, toChild1))
    expect(await visible(ids.guardian2!)).toEqual(sorted(toS2, toSchool))
    // The owner sees all their own items, delayed and pending ones included.
    expect(await visible(ids.teacher1!)).toEqual(sorted(toS1, toS2, toSchool, toChild1, delayed, pending))
    expect(await visible(ids.director!)).toEqual(sorted(toS1, toS2, toSchool))
    expect(await visible(ids.teacherOther!)).toEqual([])
    // Another type with the same ids, and malformed ids, find nothing.
    expect((await visibleNewsReferences(db, await actorOf(ids.guardian1!), 'Gallery', all, now)).size).toBe(0)
    expect(
      (await visibleNewsReferences(db, await actorOf(ids.guardian1!), 'Post', ['x', "'"], now)).size,
    ).toBe(0)
  })
})
