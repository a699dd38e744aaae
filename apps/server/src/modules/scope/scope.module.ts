import type { ModuleDefinition } from '../module'
import { scopeRoutes } from './scope.routes'

export const scopeModule = {
  name: 'scope',
  routes: scopeRoutes,
} satisfies ModuleDefinition
