import type { ModuleDefinition } from '../module'
import { contextRoutes } from './context.routes'

export const contextModule = {
  name: 'context',
  routes: contextRoutes,
} satisfies ModuleDefinition
