import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Spec 000 §7: the health check is asked before anyone signs in.
export const healthActions = {
  'health.read': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
