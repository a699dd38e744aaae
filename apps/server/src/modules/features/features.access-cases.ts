import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// A school outside the actor's tree scope answers 404 (ARCHITECTURE §4). The matrix super admin
// has no assignment (test/matrix-world.ts), so no school is in their scope.
export const accessCases: AccessCase[] = [
  {
    route: contracts.features.forSchool,
    name: 'school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: { anonymous: 401, superAdmin: 404, directorB1: 404, guardianB1: 404, others: 200 },
  },
  {
    route: contracts.features.forSchool,
    name: 'school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: { anonymous: 401, superAdmin: 404, directorB1: 200, guardianB1: 200, others: 404 },
  },
  {
    route: contracts.features.global,
    expect: { anonymous: 401, others: 200 },
  },
]
