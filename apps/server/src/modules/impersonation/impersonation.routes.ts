import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { createAdminToken, searchUsers } from './impersonation.service'

// Stopping is signing out (auth.logout): it ends the impersonated session.
export function impersonationRoutes(route: Route): void {
  route(contracts.impersonation.searchUsers, async ({ actor, deps, query }) => {
    return searchUsers(deps, actor, query.email)
  })

  route(contracts.impersonation.createToken, async ({ actor, deps, body }) => {
    return createAdminToken(deps, actor, body.userId)
  })
}
