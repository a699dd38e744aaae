import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// Shell-level calls of spec 000 §7. Accepting terms is personal state, not a change of shared
// data, so observers may do it; only the person themself may, never someone impersonating them.
const personal = { notWhileImpersonating: true } as const
export const termsActions = {
  'terms.read': { profiles: profileTypes, write: false },
  'terms.accept': { profiles: profileTypes, write: false, ...personal },
  'terms.readForChild': { profiles: ['GUARDIAN'], write: false },
  'terms.acceptForChild': { profiles: ['GUARDIAN'], write: false, ...personal },
} as const satisfies Record<string, ActionRule>
