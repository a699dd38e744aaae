import type { ModuleDefinition } from '../module'
import { healthRoutes } from './health.routes'

export const healthModule = {
  name: 'health',
  routes: healthRoutes,
} satisfies ModuleDefinition
