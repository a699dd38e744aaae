import type { ModuleDefinition } from '../module'
import { inAppMessagesRoutes } from './in-app-messages.routes'

export const inAppMessagesModule = {
  name: 'in-app-messages',
  routes: inAppMessagesRoutes,
} satisfies ModuleDefinition
