import type { Route } from '../../platform/http'

export function postsRoutes(route: Route): void {
  void route
}
