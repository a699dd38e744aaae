import type { ActionRule } from './action-rule'

// Newsfeed, news by id, reactions, moderation and the notification panel (issue 5 items 3, 4, 9).
export const newsActions = {} as const satisfies Record<string, ActionRule>
