import type { ModuleDefinition } from '../module'
import { calendarNewsKind } from './calendar.news'
import { calendarRoutes } from './calendar.routes'

export const calendarModule = {
  name: 'calendar',
  routes: calendarRoutes,
  newsKinds: [calendarNewsKind],
} satisfies ModuleDefinition
