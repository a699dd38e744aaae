import type { ModuleDefinition } from '../module'
import { recoveryAsksJob } from './recovery.asks'
import { recoveryRoutes } from './recovery.routes'
import { recoveryPersonalData } from './recovery.personal-data'

export const recoveryModule = {
  name: 'recovery',
  routes: recoveryRoutes,
  jobs: [recoveryAsksJob],
  personalData: recoveryPersonalData,
} satisfies ModuleDefinition
