import type { ModuleDefinition } from '../module'
import { pollsRoutes } from './polls.routes'

export const pollsModule = {
  name: 'polls',
  routes: pollsRoutes,
} satisfies ModuleDefinition
