import { contracts } from '@nido/domain/contracts/index'
import { rateTableRows } from '../../db/schema/index'
import type { AccessCase, MatrixWorld } from '../../test/matrix'

// The dated rate tables (docs/manager-pricing.md "Tables"): super and group admins read; a group
// admin writes their own group's rows (group B answers 404) but not the national ones (403);
// every other profile is refused (403), the signed-out get 401. Each write case uses its own
// far-off year so that the cases never overlap one another.
let year = 2200
const nextRange = () => {
  year += 1
  return { validFrom: `${year}-01-01`, validTo: `${year}-12-31` }
}
const floorRow = (groupId: string | null) => ({
  kind: 'psu-resources-floor',
  groupId,
  ...nextRange(),
  values: { amountCents: 80_000 },
  source: 'access matrix',
})

async function groupRowOf(w: MatrixWorld, groupId: string): Promise<string> {
  const [row] = await w.app.database.db
    .insert(rateTableRows)
    .values({
      groupId,
      kind: 'psu-resources-floor',
      ...nextRange(),
      values: { amountCents: 1 },
      source: 'access matrix',
    })
    .returning({ id: rateTableRows.id })
  return row!.id
}

export const accessCases: AccessCase[] = [
  {
    route: contracts.rateTables.list,
    request: () => ({ query: { kind: 'psu-resources-ceiling' } }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 200, others: 403 },
  },
  {
    route: contracts.rateTables.list,
    name: 'group B rows',
    request: (w) => ({ query: { kind: 'psu-resources-ceiling', groupId: w.ids.groupB } }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 404, others: 403 },
  },
  {
    route: contracts.rateTables.create,
    name: 'national row',
    request: () => ({ payload: floorRow(null) }),
    expect: { anonymous: 401, superAdmin: 201, groupAdminA: 403, others: 403 },
  },
  {
    route: contracts.rateTables.create,
    name: 'group A row',
    request: (w) => ({ payload: floorRow(w.ids.groupA) }),
    expect: { anonymous: 401, superAdmin: 201, groupAdminA: 201, others: 403 },
  },
  {
    route: contracts.rateTables.create,
    name: 'group B row',
    request: (w) => ({ payload: floorRow(w.ids.groupB) }),
    expect: { anonymous: 401, superAdmin: 201, groupAdminA: 404, others: 403 },
  },
  {
    route: contracts.rateTables.correct,
    name: 'group A row',
    request: async (w) => ({
      params: { rowId: await groupRowOf(w, w.ids.groupA) },
      payload: { source: 'corrected' },
    }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 200, others: 403 },
  },
  {
    route: contracts.rateTables.correct,
    name: 'group B row',
    request: async (w) => ({
      params: { rowId: await groupRowOf(w, w.ids.groupB) },
      payload: { source: 'corrected' },
    }),
    expect: { anonymous: 401, superAdmin: 200, groupAdminA: 404, others: 403 },
  },
]
