import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Web Push (docs/notifications-push.md): a device's subscription and switches are personal
// settings, like spec 001 §3's, so observers may change them. Impersonating someone must not
// subscribe the impersonator's browser to their notifications.
export const pushActions = {
  'push.publicKey': { profiles: profileTypes, write: false },
  'push.subscribe': { profiles: profileTypes, write: false, notWhileImpersonating: true },
  'push.list': { profiles: profileTypes, write: false },
  'push.update': { profiles: profileTypes, write: false, notWhileImpersonating: true },
  'push.remove': { profiles: profileTypes, write: false, notWhileImpersonating: true },
} as const satisfies Record<string, ActionRule>
