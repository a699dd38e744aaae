import type { ModuleDefinition } from '../module'
import { recoveryAsksJob } from './recovery.asks'
import { tokenRetentionJob } from './recovery.retention'
import { recoveryRoutes } from './recovery.routes'

export const recoveryModule = {
  name: 'recovery',
  routes: recoveryRoutes,
  jobs: [recoveryAsksJob, tokenRetentionJob],
} satisfies ModuleDefinition
