import type { Route } from '../../platform/http'

export function newsRoutes(route: Route): void {
  void route
}
