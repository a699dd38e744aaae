import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Spec 000 §6 "Guardian-only account entries: my children" (docs/my-children.md). Guardians only;
// the service checks the child is theirs (404 otherwise) and that they are a referent to edit.
// Observers read but change nothing (spec 000 §6). Leaving a child's family is the account's own
// act, so an impersonating admin may not do it for them (docs/security.md "Impersonation").

export const myChildrenActions = {
  'myChildren.list': { profiles: ['GUARDIAN'], write: false },
  'myChildren.read': { profiles: ['GUARDIAN'], write: false },
  'myChildren.update': { profiles: ['GUARDIAN'], write: true },
  'myChildren.unlink': { profiles: ['GUARDIAN'], write: true, notWhileImpersonating: true },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
