import type { ModuleDefinition } from '../module'
import { notificationsRoutes } from './notifications.routes'

export const notificationsModule = {
  name: 'notifications',
  routes: (route, contributions) => notificationsRoutes(route, contributions.newsKinds),
} satisfies ModuleDefinition
