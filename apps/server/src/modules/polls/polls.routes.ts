import type { Route } from '../../platform/http'

export function pollsRoutes(route: Route): void {
  void route
}
