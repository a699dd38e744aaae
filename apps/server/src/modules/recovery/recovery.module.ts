import type { ModuleDefinition } from '../module'
import { recoveryAsksJob } from './recovery.asks'
import { recoveryRoutes } from './recovery.routes'

export const recoveryModule = {
  name: 'recovery',
  routes: recoveryRoutes,
  jobs: [recoveryAsksJob],
} satisfies ModuleDefinition
