import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Shell-level calls of spec 000 §7. Dismissing a message is personal state, not a change of
// shared data, so observers may do it.
export const inAppMessagesActions = {
  'inAppMessages.list': { profiles: profileTypes, write: false },
  'inAppMessages.dismiss': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
