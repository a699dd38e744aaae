import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

export const authActions = {
  'auth.login': { profiles: profileTypes, write: false },
  'auth.logout': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
