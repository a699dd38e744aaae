import { contracts } from '@nido/domain/contracts/index'
import { limits } from '@nido/domain/limits'
import type { Route } from '../../platform/http'

export function limitsRoutes(route: Route): void {
  // Spec 000 §7: fetched at start, before sign-in (the sign-in and contact forms use it), so public.
  // The values change only with a deployment; a short cache saves a request per page load.
  route(contracts.limits.get, async ({ reply }) => {
    void reply.header('cache-control', 'public, max-age=300')
    return limits
  })
}
