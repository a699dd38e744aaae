import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Shell-level calls of spec 000 §7, open to every profile.
export const openingsActions = {
  'openings.details': { profiles: profileTypes, write: false },
  'openings.regular': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
