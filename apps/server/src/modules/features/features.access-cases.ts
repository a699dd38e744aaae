import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// A school outside the actor's tree scope answers 404 (ARCHITECTURE §4). The matrix super admin
// has no assignment (test/matrix-world.ts), so no school is in their scope.
//
// The administration of flags (docs/administration-settings.md): super admins every school and
// the global flags, group admin A the schools of group A (B1: 404; global: 403), everyone else
// 403. Writes set external_sync_invoices to DISABLED, its default, which no route reads, so the
// other rows of the matrix see the same flags.
const adminRow = (groupAdminA: number, ok = 200) => ({
  anonymous: 401,
  superAdmin: ok,
  groupAdminA,
  others: 403,
})
const harmless = { state: 'DISABLED', options: {} }
const key = { key: 'external_sync_invoices' }

export const accessCases: AccessCase[] = [
  {
    route: contracts.features.flags,
    name: 'school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: adminRow(200),
  },
  {
    route: contracts.features.flags,
    name: 'school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: adminRow(404),
  },
  { route: contracts.features.flags, name: 'global', expect: adminRow(403) },
  { route: contracts.features.schools, expect: adminRow(200) },
  {
    route: contracts.features.setFlag,
    name: 'school A2',
    request: (w) => ({ params: key, query: { schoolId: w.ids.schoolA2 }, payload: harmless }),
    expect: adminRow(200),
  },
  {
    route: contracts.features.setFlag,
    name: 'school B1',
    request: (w) => ({ params: key, query: { schoolId: w.ids.schoolB1 }, payload: harmless }),
    expect: adminRow(404),
  },
  {
    route: contracts.features.setFlag,
    name: 'an unknown option',
    request: (w) => ({
      params: key,
      query: { schoolId: w.ids.schoolA2 },
      payload: { state: 'DISABLED', options: { unknown: true } },
    }),
    expect: adminRow(400, 400),
  },
  {
    route: contracts.features.clearFlag,
    name: 'school A2',
    request: (w) => ({ params: key, query: { schoolId: w.ids.schoolA2 } }),
    expect: adminRow(200),
  },
  {
    route: contracts.features.clearFlag,
    name: 'school B1',
    request: (w) => ({ params: key, query: { schoolId: w.ids.schoolB1 } }),
    expect: adminRow(404),
  },
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
