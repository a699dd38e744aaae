import type { Route } from '../../platform/http'

export function foldersRoutes(route: Route): void {
  void route
}
