import type { ModuleDefinition } from '../module'
import { impersonationRoutes } from './impersonation.routes'

export const impersonationModule = {
  name: 'impersonation',
  routes: impersonationRoutes,
} satisfies ModuleDefinition
