import type { Route } from '../../platform/http'

export function dataProtectionRoutes(route: Route): void {
  void route
}
