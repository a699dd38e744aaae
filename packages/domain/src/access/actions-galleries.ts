import type { ActionRule } from './action-rule'

// Albums and children in photos (issue 5 items 5, 10).
export const galleriesActions = {} as const satisfies Record<string, ActionRule>
