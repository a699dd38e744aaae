import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { deactivateUser, resendActivation } from './users.service'

export function usersRoutes(route: Route): void {
  route(contracts.users.deactivate, async ({ actor, deps, params, now, realtime }) => {
    await deactivateUser(deps, realtime, actor, params.id, now)
    return null
  })

  route(contracts.users.resendActivation, async ({ actor, deps, params, now }) => {
    await resendActivation(deps, actor, params.id, now)
    return null
  })
}
