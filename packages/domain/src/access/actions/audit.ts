import type { ActionRule } from './action-rule'

// The audit log viewer (docs/administration-settings.md "Audit log"): super admins read every
// entry, group admins the entries of their groups (the query narrows them on the server).
export const auditActions = {
  'audit.list': { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'], write: false },
  'audit.export': { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'], write: false },
} as const satisfies Record<string, ActionRule>
