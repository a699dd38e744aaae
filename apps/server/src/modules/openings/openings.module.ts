import type { ModuleDefinition } from '../module'
import { openingsRoutes } from './openings.routes'

export const openingsModule = {
  name: 'openings',
  routes: openingsRoutes,
} satisfies ModuleDefinition
