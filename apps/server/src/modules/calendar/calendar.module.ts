import type { ModuleDefinition } from '../module'
import { calendarRoutes } from './calendar.routes'

export const calendarModule = {
  name: 'calendar',
  routes: calendarRoutes,
} satisfies ModuleDefinition
