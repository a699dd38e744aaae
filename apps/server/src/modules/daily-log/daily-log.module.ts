import type { ModuleDefinition } from '../module'
import { dailyLogNewsKind } from './daily-log.news'
import { dailyLogRoutes } from './daily-log.routes'
import { visibleBatches } from './daily-log.service'
import { dailyLogPersonalData } from './daily-log.personal-data'

export const dailyLogModule = {
  name: 'daily-log',
  routes: dailyLogRoutes,
  newsKinds: [dailyLogNewsKind],
  mediaKinds: { 'daily-entry': visibleBatches },
  personalData: dailyLogPersonalData,
} satisfies ModuleDefinition
