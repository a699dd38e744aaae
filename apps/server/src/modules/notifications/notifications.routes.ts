import type { Route } from '../../platform/http'

export function notificationsRoutes(route: Route): void {
  void route
}
