import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { correctRateRow, createRateRow, listRateRows, rateRowInScope } from './rate-tables.service'

// The dated rate tables (docs/manager-pricing.md "Tables"): thin handlers, writes in one transaction.
export function rateTablesRoutes(route: Route): void {
  const c = contracts.rateTables

  route(c.list, async ({ actor, db, query }) => listRateRows(db, actor, query))

  route(c.create, async ({ actor, db, body, now }) =>
    db.transaction((tx) => createRateRow(tx, actor, body, now)),
  )

  route(c.correct, async ({ actor, db, params, body, now, requireFor }) =>
    db.transaction(async (tx) => {
      const row = await requireFor('rateTables.correct', params.rowId, rateRowInScope, tx)
      return correctRateRow(tx, actor, row, body, now)
    }),
  )
}
