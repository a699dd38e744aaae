import type { ActionRule } from './action-rule'

// Media (issue 5 item 1): upload, URLs, download.
export const mediaActions = {} as const satisfies Record<string, ActionRule>
