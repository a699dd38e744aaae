import type { ModuleDefinition } from '../module'
import { featuresRoutes } from './features.routes'

export const featuresModule = {
  name: 'features',
  routes: featuresRoutes,
} satisfies ModuleDefinition
