import type { ActionRule } from './action-rule'

// Folders, polls and postal cards (issue 5 items 6–8).
export const boardsActions = {} as const satisfies Record<string, ActionRule>
