import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Shell-level calls of spec 000 §7. Dismissing a message is personal state, not a change of
// shared data, so observers may do it. The messages themselves are global (the table has no
// group), so only super admins write them (docs/administration-settings.md "In-app messages").
export const inAppMessagesActions = {
  'inAppMessages.list': { profiles: profileTypes, write: false },
  'inAppMessages.dismiss': { profiles: profileTypes, write: false },
  'inAppMessages.admin.list': { profiles: ['SUPER_ADMIN'], write: false },
  'inAppMessages.admin.create': { profiles: ['SUPER_ADMIN'], write: true },
  'inAppMessages.admin.update': { profiles: ['SUPER_ADMIN'], write: true },
  'inAppMessages.admin.end': { profiles: ['SUPER_ADMIN'], write: true },
  'inAppMessages.admin.delete': { profiles: ['SUPER_ADMIN'], write: true },
} as const satisfies Record<string, ActionRule>
