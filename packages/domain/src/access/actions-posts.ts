import type { ActionRule } from './action-rule'

// Posts and sponsor news (issue 5 item 2).
export const postsActions = {} as const satisfies Record<string, ActionRule>
