import type { Route } from '../../platform/http'

// Filled by the shell work.
export function contextRoutes(_route: Route): void {}
