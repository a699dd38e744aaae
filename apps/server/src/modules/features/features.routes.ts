import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { featuresOfSchool, globalFeatures } from './features.service'

export function featuresRoutes(route: Route): void {
  route(contracts.features.forSchool, async ({ actor, db, query }) => {
    return featuresOfSchool(db, actor, query.schoolId)
  })

  route(contracts.features.global, async ({ db }) => {
    return globalFeatures(db)
  })
}
