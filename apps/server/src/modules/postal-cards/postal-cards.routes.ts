import type { Route } from '../../platform/http'

export function postalCardsRoutes(route: Route): void {
  void route
}
