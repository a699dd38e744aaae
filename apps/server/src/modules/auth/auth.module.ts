import type { ModuleDefinition } from '../module'
import { authRoutes } from './auth.routes'
import { authPersonalData } from './auth.personal-data'

export const authModule = {
  name: 'auth',
  routes: authRoutes,
  personalData: authPersonalData,
} satisfies ModuleDefinition
