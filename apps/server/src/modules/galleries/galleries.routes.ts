import type { Route } from '../../platform/http'

export function galleriesRoutes(route: Route): void {
  void route
}
