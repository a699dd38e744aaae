import type { ModuleDefinition } from '../module'
import { setupRoutes } from './setup.routes'

export const setupModule = {
  name: 'setup',
  routes: setupRoutes,
} satisfies ModuleDefinition
