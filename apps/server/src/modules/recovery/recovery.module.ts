import type { ModuleDefinition } from '../module'
import { recoveryRoutes } from './recovery.routes'

export const recoveryModule = {
  name: 'recovery',
  routes: recoveryRoutes,
} satisfies ModuleDefinition
