import type { ModuleDefinition } from '../module'
import { meRoutes } from './me.routes'

export const meModule = {
  name: 'me',
  routes: meRoutes,
} satisfies ModuleDefinition
