import { randomUUID } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// Spec 000 §7 scope metadata: every signed-in profile may ask; ids outside its scope are dropped
// silently (never a 404 for the batch), and more than 7500 ids are refused (spec 000 §9).
export const accessCases: AccessCase[] = [
  {
    route: contracts.scope.metadata,
    name: 'ids of both groups (filtered, never refused)',
    request: (w) => ({
      payload: {
        userIds: [w.ids.childA1s1, w.ids.childB1, w.ids.users.directorA1, w.ids.users.directorB1],
        groupIds: [w.ids.groupA, w.ids.groupB],
        schoolIds: [w.ids.schoolA1, w.ids.schoolA2, w.ids.schoolB1],
        sectionIds: [w.ids.sectionA1s1, w.ids.sectionA1s2, w.ids.sectionB1],
      },
    }),
    expect: { anonymous: 401, others: 200 },
  },
  {
    route: contracts.scope.metadata,
    name: 'more than 7500 ids',
    request: () => ({ payload: { userIds: Array.from({ length: 7501 }, () => randomUUID()) } }),
    expect: { anonymous: 401, others: 400 },
  },
]
