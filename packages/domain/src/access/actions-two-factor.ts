import type { ActionRule } from './action-rule'

// Login branches, two-factor, fixtures login and impersonation (issue 4 items 1, 2, 4, 5).
export const twoFactorActions = {} as const satisfies Record<string, ActionRule>
