import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { openingDetails, regularOpeningsOf } from './openings.service'

export function openingsRoutes(route: Route): void {
  route(contracts.openings.details, async ({ authorize, db, now, params, query }) => {
    const actor = await authorize()
    return openingDetails(db, actor, now, { schoolId: params.schoolId, date: query.date })
  })

  route(contracts.openings.regular, async ({ authorize, db, params }) => {
    const actor = await authorize()
    return regularOpeningsOf(db, actor, params.schoolId)
  })
}
