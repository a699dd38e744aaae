import type { Route } from '../platform/http'
import { authRoutes } from './auth/auth.routes'
import { healthRoutes } from './health/health.routes'
import { meRoutes } from './me/me.routes'

/** Every module's routes; a module registers against its contract in packages/domain. */
export const moduleRoutes: Array<(route: Route) => void> = [healthRoutes, authRoutes, meRoutes]
