import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../../enums/people'
import type { QueryScope } from './query-scope'
import { actorSchoolIds, queryScope } from './query-scope'
import { CHILD, SCHOOL, SECTION, actorFor } from '../test-context'

describe('spec 000 §6 query scope per profile', () => {
  it.each<[ProfileType, QueryScope]>([
    ['COORDINATOR', { by: 'school', schoolIds: [SCHOOL] }],
    ['DIRECTOR', { by: 'school', schoolIds: [SCHOOL] }],
    ['SPONSOR', { by: 'school', schoolIds: [SCHOOL] }],
    ['GROUP_ADMIN', { by: 'school', schoolIds: [SCHOOL] }],
    ['SUPER_ADMIN', { by: 'school', schoolIds: [SCHOOL] }],
    ['ETUDE', { by: 'school', schoolIds: [SCHOOL] }],
    ['TEACHER', { by: 'section', sectionIds: [SECTION] }],
    ['GUARDIAN', { by: 'child', childIds: [CHILD] }],
    ['CHILD', { by: 'self', childIds: [CHILD] }],
  ])('%s → %j', (profile, scope) => {
    expect(queryScope(actorFor(profile))).toEqual(scope)
  })

  it('reads the tree scope, so a group brings its schools', () => {
    const tree = { groupIds: ['g'], schoolIds: ['s1', 's2'], sectionIds: ['a', 'b'] }
    expect(queryScope(actorFor('DIRECTOR', { structureTreeScope: tree }))).toEqual({
      by: 'school',
      schoolIds: ['s1', 's2'],
    })
    expect(queryScope(actorFor('TEACHER', { structureTreeScope: tree }))).toEqual({
      by: 'section',
      sectionIds: ['a', 'b'],
    })
    expect(actorSchoolIds(actorFor('GUARDIAN', { structureTreeScope: tree }))).toEqual(['s1', 's2'])
  })
})
