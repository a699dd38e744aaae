import type { ActionRule } from './action-rule'

// Password reset, e-mail validation, force-login, mail and data protection (issue 4 items 6–8).
export const recoveryActions = {} as const satisfies Record<string, ActionRule>
