import type { ModuleDefinition } from '../module'
import { sessionRetentionJob } from './auth.retention'
import { authRoutes } from './auth.routes'

export const authModule = {
  name: 'auth',
  routes: authRoutes,
  jobs: [sessionRetentionJob],
} satisfies ModuleDefinition
