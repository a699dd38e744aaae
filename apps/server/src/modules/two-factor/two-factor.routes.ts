import type { Route } from '../../platform/http'

export function twoFactorRoutes(route: Route): void {
  void route
}
