import type { ModuleDefinition } from '../module'
import { notificationsRoutes } from './notifications.routes'
import { weeklyDigestJob } from './weekly-digest/weekly-digest.job'
import { weeklyDigestPersonalData } from './weekly-digest/weekly-digest.personal-data'

export const notificationsModule = {
  name: 'notifications',
  routes: (route, contributions) => notificationsRoutes(route, contributions.newsKinds),
  // Spec 001 §3 weeklyNotifications: the weekly e-mail digest (docs/notifications-weekly.md).
  jobs: [weeklyDigestJob],
  personalData: weeklyDigestPersonalData,
} satisfies ModuleDefinition
