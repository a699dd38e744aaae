import type { Me } from '@nido/domain/contracts/me'
import type { UserId } from '@nido/domain/ids'
import { testId } from './ids'

/** A signed-in guardian as GET /api/v1/me answers, for component tests; `change` sets what matters. */
export function testGuardian(change: {
  id: string
  firstname: string
  lastname: string
  email: string
  familyScope?: Me['meta']['familyScope']
  current?: Me['current']
}): Me {
  return {
    user: {
      id: testId<UserId>(change.id),
      firstname: change.firstname,
      lastname: change.lastname,
      genderCd: null,
      email: change.email,
      phone: null,
      jobTitle: null,
      language: 'en',
      status: 'Active',
      avatarMediaId: null,
      externalIdentityId: null,
      advisorGuest: false,
      observer: false,
      termsAcceptedAt: null,
    },
    meta: {
      userPermission: { profileType: 'GUARDIAN', isModerator: false, moderated: false },
      structureScope: { groupIds: [], schoolIds: [], sectionIds: [] },
      structureTreeScope: { groupIds: [], schoolIds: [], sectionIds: [] },
      familyScope: change.familyScope ?? { childIds: [], guardianIds: [] },
      accessLevels: { child: 'All', team: 'All', section: 'All' },
    },
    current: change.current ?? { schoolId: null, childId: null },
    impersonatorId: null,
  }
}
