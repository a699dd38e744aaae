import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// First run of an install (docs/deploy.md "Installing for your organisation"): reached without a
// session; the one-time token decides, so a signed-in caller is treated like anyone else.
export const setupActions = {
  'setup.claim': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
