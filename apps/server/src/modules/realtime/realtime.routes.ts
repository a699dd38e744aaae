import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { signBroadcastToken } from '../../platform/broadcast-token'

export function realtimeRoutes(route: Route): void {
  // Spec 000 §4 and §7 broadcast auth. Nothing is stored, so nothing is audited: the token is a
  // signed statement of which session asks (and whose it is), valid five minutes; the realtime
  // server checks that session is still live when the socket connects (docs/security.md).
  route(contracts.realtime.auth, async ({ actor, deps, now }) => {
    const { token, expiresAt } = signBroadcastToken(deps.secret, actor, now)
    return { token, expiresAt: expiresAt.toISOString() }
  })
}
