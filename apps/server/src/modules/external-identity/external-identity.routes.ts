import type { Route } from '../../platform/http'

export function externalIdentityRoutes(route: Route): void {
  void route
}
