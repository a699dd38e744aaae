import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Spec 001 §3 My profile: a change to one's own profile is personal, so observers may make it.
export const accountActions = {
  'account.read': { profiles: profileTypes, write: false },
  'account.update': { profiles: profileTypes, write: false },
  'account.updateSettings': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
