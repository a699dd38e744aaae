import type { ActionRule } from './action-rule'

// External identity, OpenID Connect (issue 4 item 3).
export const externalIdentityActions = {} as const satisfies Record<string, ActionRule>
