import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { signBroadcastToken } from '../../platform/broadcast-token'

export function realtimeRoutes(route: Route): void {
  // Spec 000 §4 and §7 broadcast auth. Nothing is stored, so nothing is audited: the token is a
  // signed statement of who the session belongs to, valid five minutes.
  route(contracts.realtime.auth, async ({ actor, deps, now }) => {
    const { token, expiresAt } = signBroadcastToken(deps.secret, actor.userId, now)
    return { token, expiresAt: expiresAt.toISOString() }
  })
}
