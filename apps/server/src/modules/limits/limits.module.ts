import type { ModuleDefinition } from '../module'
import { limitsRoutes } from './limits.routes'

export const limitsModule = {
  name: 'limits',
  routes: limitsRoutes,
} satisfies ModuleDefinition
