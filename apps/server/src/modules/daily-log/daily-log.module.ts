import type { ModuleDefinition } from '../module'
import { dailyLogRoutes } from './daily-log.routes'
import { visibleBatches } from './daily-log.service'

export const dailyLogModule = {
  name: 'daily-log',
  routes: dailyLogRoutes,
  mediaKinds: { 'daily-entry': visibleBatches },
} satisfies ModuleDefinition
