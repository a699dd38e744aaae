import type { ModuleDefinition } from '../module'
import { recoveryAsksJob } from './recovery.asks'
import { tokenRetentionJob } from './recovery.retention'
import { recoveryRoutes } from './recovery.routes'
import { recoveryPersonalData } from './recovery.personal-data'

export const recoveryModule = {
  name: 'recovery',
  routes: recoveryRoutes,
  jobs: [recoveryAsksJob, tokenRetentionJob],
  personalData: recoveryPersonalData,
} satisfies ModuleDefinition
