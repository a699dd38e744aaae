import type { ModuleDefinition } from '../module'
import { inAppMessagesRoutes } from './in-app-messages.routes'
import { inAppMessagesPersonalData } from './in-app-messages.personal-data'

export const inAppMessagesModule = {
  name: 'in-app-messages',
  routes: inAppMessagesRoutes,
  personalData: inAppMessagesPersonalData,
} satisfies ModuleDefinition
