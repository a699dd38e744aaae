import type { Route } from '../../platform/http'

export function impersonationRoutes(route: Route): void {
  void route
}
