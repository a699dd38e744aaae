import type { ModuleDefinition } from '../module'
import { birthdayMailJob } from './notifications.birthdays'
import { moderationMailJob } from './notifications.moderation-mail'
import { notificationsPersonalData } from './notifications.personal-data'
import { notificationsRoutes } from './notifications.routes'
import { weeklyDigestJob } from './weekly-digest/weekly-digest.job'

export const notificationsModule = {
  name: 'notifications',
  routes: (route, contributions) => notificationsRoutes(route, contributions.newsKinds),
  // Spec 001 §3 weeklyNotifications (docs/notifications-weekly.md), emailModerationNotifications
  // and birthdayNotifications (docs/notifications.md).
  jobs: [weeklyDigestJob, moderationMailJob, birthdayMailJob],
  personalData: notificationsPersonalData,
} satisfies ModuleDefinition
