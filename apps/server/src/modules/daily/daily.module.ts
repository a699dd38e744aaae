import type { ModuleDefinition } from '../module'
import { dailyRoutes } from './daily.routes'
import { dailyPersonalData } from './daily.personal-data'

export const dailyModule = {
  name: 'daily',
  routes: dailyRoutes,
  personalData: dailyPersonalData,
} satisfies ModuleDefinition
