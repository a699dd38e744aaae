import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShareTargetType } from '@nido/domain/enums/content'
import { createTestApp, type TestApp } from '../../test/app'
import { resolveActor } from '../../platform/actor'
import { checkShareTargets } from './news.targets'

// The sharing rule shared by posts, albums, folders and polls, as a table:
// who names which target → accepted, or the error code.
describe('checkShareTargets (spec 000 §6, 001 §6)', () => {
  let t: TestApp
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp()
    const m = t.make
    const w = await m.world()
    const locked = await m.world({ variant: 'childrenLogin' })
    const far = await m.world()
    Object.assign(ids, {
      school: w.schoolId,
      s1: w.sectionIds[0],
      s2: w.sectionIds[1],
      farSchool: far.schoolId,
      farSection: far.sectionIds[0],
      lockedSection: locked.sectionIds[0],
    })
    const child1 = await m.child(w.sectionIds[0])
    const child2 = await m.child(w.sectionIds[1])
    const lockedChild = await m.child(locked.sectionIds[0])
    const farChild = await m.child(far.sectionIds[0])
    ids.child1 = child1.id
    ids.guardian1 = (await m.guardianOf([child1.id])).id
    ids.guardian2 = (await m.guardianOf([child2.id])).id
    ids.lockedGuardian = (await m.guardianOf([lockedChild.id])).id
    ids.lockedChild = lockedChild.id
    ids.farGuardian = (await m.guardianOf([farChild.id])).id
    ids.teacher1 = (await m.staff('TEACHER', { sectionId: w.sectionIds[0] })).id
    ids.teacher2 = (await m.staff('TEACHER', { sectionId: w.sectionIds[1] })).id
    ids.director = (await m.staff('DIRECTOR', { schoolId: w.schoolId })).id
    ids.coordinator = (await m.staff('COORDINATOR', { groupId: w.groupId })).id
    ids.etude = (await m.staff('ETUDE', { groupId: w.groupId })).id
  })
  afterAll(() => t.close())

  type Row = [actor: string, type: ShareTargetType, target: string, expected: string]
  const table: Row[] = [
    // School-wide staff: their school and its sections and people.
    ['director', 'School', 'school', 'ok'],
    ['director', 'Section', 's2', 'ok'],
    ['director', 'User', 'guardian2', 'ok'],
    ['director', 'School', 'farSchool', 'NOT_FOUND'],
    ['director', 'User', 'farGuardian', 'NOT_FOUND'],
    ['coordinator', 'School', 'school', 'ok'],
    ['coordinator', 'User', 'teacher2', 'ok'],
    // Teachers: their sections and the people of them (and the school's staff), not the school.
    ['teacher1', 'Section', 's1', 'ok'],
    ['teacher1', 'Section', 's2', 'NOT_FOUND'],
    ['teacher1', 'School', 'school', 'FORBIDDEN'],
    ['teacher1', 'User', 'guardian1', 'ok'],
    ['teacher1', 'User', 'child1', 'ok'],
    ['teacher1', 'User', 'director', 'ok'],
    ['teacher1', 'User', 'guardian2', 'NOT_FOUND'],
    ['teacher1', 'User', 'teacher2', 'NOT_FOUND'],
    // Families on a standard brand: their children's sections only.
    ['guardian1', 'Section', 's1', 'ok'],
    ['guardian1', 'Section', 's2', 'NOT_FOUND'],
    ['guardian1', 'User', 'teacher1', 'FORBIDDEN'],
    ['guardian1', 'School', 'school', 'FORBIDDEN'],
    // Spec 001 §6: on the childrenLogin brand neither children nor guardians share.
    ['lockedGuardian', 'Section', 'lockedSection', 'FORBIDDEN'],
    ['lockedChild', 'Section', 'lockedSection', 'FORBIDDEN'],
    // Profiles without a target kind.
    ['etude', 'School', 'school', 'FORBIDDEN'],
  ]

  it.each(table)('%s → %s %s: %s', async (who, targetType, target, expected) => {
    const actor = (await resolveActor(t.database.db, {
      id: '',
      userId: ids[who]!,
      currentSchoolId: null,
      currentChildId: null,
      impersonatorId: null,
    }))!
    const run = checkShareTargets(t.database.db, actor, [{ targetType, targetId: ids[target]! }])
    if (expected === 'ok') await expect(run).resolves.toEqual([{ targetType, targetId: ids[target] }])
    else await expect(run).rejects.toMatchObject({ code: expected })
  })

  it('refuses an empty list with EMPTY_SHARINGS_SCOPE and removes duplicates', async () => {
    const actor = (await resolveActor(t.database.db, {
      id: '',
      userId: ids.director!,
      currentSchoolId: null,
      currentChildId: null,
      impersonatorId: null,
    }))!
    await expect(checkShareTargets(t.database.db, actor, [])).rejects.toMatchObject({
      code: 'EMPTY_SHARINGS_SCOPE',
    })
    const twice = { targetType: 'Section' as const, targetId: ids.s1! }
    await expect(checkShareTargets(t.database.db, actor, [twice, twice])).resolves.toHaveLength(1)
  })
})
