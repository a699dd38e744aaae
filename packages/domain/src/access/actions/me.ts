import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

export const meActions = {
  'me.read': { profiles: profileTypes, write: false },
  // Public: signed out answers null; signed in, the same rule as me.read.
  'me.session': { profiles: profileTypes, write: false },
  'me.refreshScope': { profiles: profileTypes, write: false },
  // Choosing a school or child is navigation, not a change of data: observers may do it.
  'me.changeScope': { profiles: profileTypes, write: false },
  'users.health': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
