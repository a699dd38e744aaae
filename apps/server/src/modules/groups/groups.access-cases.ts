import { randomBytes } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessCase } from '../../test/matrix'

// Administration, groups (docs/administration.md "Groups"): the super admin lists, creates and
// renames; group admin A reads group A (group B answers 404) and may not write (403); everyone
// else is refused (403), the signed-out get 401.
const unique = () => randomBytes(4).toString('hex')

export const accessCases: AccessCase[] = [
  {
    route: contracts.groups.list,
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 200, others: 403 },
  },
  {
    route: contracts.groups.get,
    name: 'group A',
    request: (w) => ({ params: { groupId: w.ids.groupA } }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 200, others: 403 },
  },
  {
    route: contracts.groups.get,
    name: 'group B',
    request: (w) => ({ params: { groupId: w.ids.groupB } }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 404, others: 403 },
  },
  {
    route: contracts.groups.create,
    request: () => ({ payload: { name: `Case ${unique()}` } }),
    expect: { anonymous: 401, superAdmin: 201, others: 403 },
  },
  {
    route: contracts.groups.rename,
    name: 'group A, to a name of the case',
    request: (w) => ({ params: { groupId: w.ids.groupA }, payload: { name: `Group A ${unique()}` } }),
    expect: { anonymous: 401, superAdmin: 200, others: 403 },
  },
]
