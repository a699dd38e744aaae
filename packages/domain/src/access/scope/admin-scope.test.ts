import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../../enums/people'
import type { ActorScope } from './actor'
import { adminGroupScope, administersGroup } from './admin-scope'

// docs/administration.md "Who may": a super admin administers every group, a group admin their
// assigned groups, anyone else none.
const actor = (profileType: ProfileType, groupIds: string[] = []): ActorScope => ({
  userId: 'u',
  userPermission: { profileType, isModerator: false, moderated: false },
  observer: false,
  advisorGuest: false,
  structureScope: { groupIds, schoolIds: [], sectionIds: [] },
  structureTreeScope: { groupIds, schoolIds: [], sectionIds: [] },
  familyScope: { childIds: [], guardianIds: [] },
  currentSchoolId: null,
  currentChildId: null,
  impersonatorId: null,
})

describe('adminGroupScope (docs/administration.md)', () => {
  it.each<[string, ActorScope, string | null, boolean]>([
    ['super admin, any group', actor('SUPER_ADMIN'), 'g1', true],
    ['super admin, a brand without group', actor('SUPER_ADMIN'), null, true],
    ['group admin, own group', actor('GROUP_ADMIN', ['g1']), 'g1', true],
    ['group admin, another group', actor('GROUP_ADMIN', ['g1']), 'g2', false],
    ['group admin, a brand without group', actor('GROUP_ADMIN', ['g1']), null, false],
    ['coordinator of the group', actor('COORDINATOR', ['g1']), 'g1', false],
  ])('%s', (_name, who, groupId, expected) => {
    expect(administersGroup(who, groupId)).toBe(expected)
  })

  it('is "all" for a super admin and the assigned groups for a group admin', () => {
    expect(adminGroupScope(actor('SUPER_ADMIN'))).toBe('all')
    expect(adminGroupScope(actor('GROUP_ADMIN', ['g1', 'g2']))).toEqual(['g1', 'g2'])
    expect(adminGroupScope(actor('DIRECTOR', ['g1']))).toEqual([])
  })
})
