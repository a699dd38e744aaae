import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { scopeMetadata } from './scope.service'

export function scopeRoutes(route: Route): void {
  route(contracts.scope.metadata, async ({ actor, db, body }) => {
    return scopeMetadata(db, actor, body)
  })
}
