import type { ModuleDefinition } from '../module'
import { calendarNewsKind } from './calendar.news'
import { calendarRoutes } from './calendar.routes'
import { calendarPersonalData } from './calendar.personal-data'
import { eventRemindersJob } from './calendar.reminders'

export const calendarModule = {
  name: 'calendar',
  routes: calendarRoutes,
  newsKinds: [calendarNewsKind],
  personalData: calendarPersonalData,
  jobs: [eventRemindersJob],
} satisfies ModuleDefinition
