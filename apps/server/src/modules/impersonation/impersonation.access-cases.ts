import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// ARCHITECTURE §5 access matrix: only a super admin impersonates, never another
// super admin nor themselves; every other profile is refused by the action rule (403).
export const accessCases: AccessCase[] = [
  {
    route: contracts.impersonation.searchUsers,
    request: () => ({ query: { email: 'guardian' } }),
    expect: { others: 403, anonymous: 401, superAdmin: 200 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'a guardian',
    request: (w) => ({ payload: { userId: w.ids.users.guardianA1s1 } }),
    expect: { others: 403, anonymous: 401, superAdmin: 201 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'another super admin',
    request: async (w) => ({ payload: { userId: (await w.app.make.user('SUPER_ADMIN')).id } }),
    expect: { others: 403, anonymous: 401 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'themselves',
    request: (w) => ({ payload: { userId: w.ids.users.superAdmin } }),
    expect: { others: 403, anonymous: 401 },
  },
  {
    route: contracts.impersonation.createToken,
    name: 'unknown user',
    request: () => ({ payload: { userId: '01890000-0000-7000-8000-000000000000' } }),
    expect: { others: 403, anonymous: 401, superAdmin: 404 },
  },
]
