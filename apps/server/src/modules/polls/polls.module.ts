import type { ModuleDefinition } from '../module'
import { pollsNewsKind } from './polls.news'
import { pollsRoutes } from './polls.routes'
import { pollsPersonalData } from './polls.personal-data'

export const pollsModule = {
  name: 'polls',
  routes: pollsRoutes,
  newsKinds: [pollsNewsKind],
  personalData: pollsPersonalData,
} satisfies ModuleDefinition
