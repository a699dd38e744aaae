import type { Route } from '../../platform/http'

export function mediaRoutes(route: Route): void {
  void route
}
