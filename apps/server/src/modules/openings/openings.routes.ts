import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { openingDetails, regularOpeningsOf } from './openings.service'

export function openingsRoutes(route: Route): void {
  route(contracts.openings.details, async ({ actor, db, now, params, query }) => {
    return openingDetails(db, actor, now, { schoolId: params.schoolId, date: query.date })
  })

  route(contracts.openings.regular, async ({ actor, db, params }) => {
    return regularOpeningsOf(db, actor, params.schoolId)
  })
}
