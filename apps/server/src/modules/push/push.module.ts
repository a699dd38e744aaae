import type { ModuleDefinition } from '../module'
import { pushPersonalData } from './push.personal-data'
import { pushRoutes } from './push.routes'
import { pushDeliveryJob } from './push.sender'

// Web Push (docs/notifications-push.md, decision 0046): devices and their switches, and the job
// that sends the push outbox.
export const pushModule = {
  name: 'push',
  routes: pushRoutes,
  jobs: [pushDeliveryJob],
  personalData: pushPersonalData,
} satisfies ModuleDefinition
