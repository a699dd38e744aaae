import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { readAccessContext } from './context.service'

export function contextRoutes(route: Route): void {
  route(contracts.context.read, async ({ actor, db, now }) => {
    return readAccessContext(db, actor, now)
  })
}
