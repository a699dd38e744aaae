import type { ModuleDefinition } from '../module'
import { authRoutes } from './auth.routes'

export const authModule = {
  name: 'auth',
  routes: authRoutes,
} satisfies ModuleDefinition
