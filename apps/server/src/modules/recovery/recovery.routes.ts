import type { Route } from '../../platform/http'

export function recoveryRoutes(route: Route): void {
  void route
}
