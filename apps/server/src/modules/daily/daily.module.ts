import type { ModuleDefinition } from '../module'
import { dailyRoutes } from './daily.routes'

export const dailyModule = {
  name: 'daily',
  routes: dailyRoutes,
} satisfies ModuleDefinition
