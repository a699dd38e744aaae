import type { ModuleDefinition } from '../module'
import { pollsNewsKind } from './polls.news'
import { pollsRoutes } from './polls.routes'

export const pollsModule = {
  name: 'polls',
  routes: pollsRoutes,
  newsKinds: [pollsNewsKind],
} satisfies ModuleDefinition
