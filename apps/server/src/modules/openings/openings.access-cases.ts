import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase, Expected, FixtureName } from '../../test/matrix'

// Spec 000 §7 openings: any signed-in profile may read the openings of a school in its structure
// tree (guardians and children: their children's schools); any other school answers 404.
// The matrix super admin has no assignment, so no school in its tree.
const schoolA1: Partial<Record<FixtureName, Expected>> & { others: Expected } = {
  anonymous: 401,
  superAdmin: 404,
  directorB1: 404,
  guardianB1: 404,
  others: 200,
}
const schoolB1: Partial<Record<FixtureName, Expected>> & { others: Expected } = {
  anonymous: 401,
  directorB1: 200,
  guardianB1: 200,
  others: 404,
}

export const accessCases: AccessCase[] = [
  {
    route: contracts.openings.details,
    name: 'school A1',
    request: (w) => ({ params: { schoolId: w.ids.schoolA1 }, query: { date: '2026-11-18' } }),
    expect: schoolA1,
  },
  {
    route: contracts.openings.details,
    name: 'school B1 (out of scope for group A)',
    request: (w) => ({ params: { schoolId: w.ids.schoolB1 } }),
    expect: schoolB1,
  },
  {
    route: contracts.openings.regular,
    name: 'school A1',
    request: (w) => ({ params: { schoolId: w.ids.schoolA1 } }),
    expect: schoolA1,
  },
  {
    route: contracts.openings.regular,
    name: 'school B1 (out of scope for group A)',
    request: (w) => ({ params: { schoolId: w.ids.schoolB1 } }),
    expect: schoolB1,
  },
]
