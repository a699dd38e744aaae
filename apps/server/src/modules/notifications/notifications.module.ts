import type { ModuleDefinition } from '../module'
import { notificationsRoutes } from './notifications.routes'

export const notificationsModule = {
  name: 'notifications',
  routes: notificationsRoutes,
} satisfies ModuleDefinition
