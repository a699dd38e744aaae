import type { ModuleDefinition } from '../module'
import { sessionRetentionJob } from './auth.retention'
import { authRoutes } from './auth.routes'
import { authPersonalData } from './auth.personal-data'

export const authModule = {
  name: 'auth',
  routes: authRoutes,
  personalData: authPersonalData,
  jobs: [sessionRetentionJob],
} satisfies ModuleDefinition
