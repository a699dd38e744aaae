import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// docs/administration-settings.md "Audit log": super admins and group admins; a school of another
// group answers 404 to group admin A; every other profile 403.
export const accessCases: AccessCase[] = [
  { route: contracts.audit.list, expect: { anonymous: 401, superAdmin: 200, groupAdminA: 200, others: 403 } },
  {
    route: contracts.audit.list,
    name: 'school A1',
    request: (w) => ({ query: { schoolId: w.ids.schoolA1 } }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 200, others: 403 },
  },
  {
    route: contracts.audit.list,
    name: 'school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 404, others: 403 },
  },
  {
    route: contracts.audit.export,
    name: 'school B1',
    request: (w) => ({ query: { schoolId: w.ids.schoolB1 } }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 404, others: 403 },
  },
  {
    route: contracts.audit.export,
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 200, others: 403 },
  },
]
