import type { ActionRule } from './action-rule'

// Administration (docs/administration.md "Groups"): super admins list, create and rename groups;
// group admins read their own group(s). The service filters by adminGroupScope (404 outside it).
export const groupsActions = {
  'groups.list': { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'], write: false },
  'groups.get': { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'], write: false },
  'groups.create': { profiles: ['SUPER_ADMIN'], write: true },
  'groups.rename': { profiles: ['SUPER_ADMIN'], write: true },
} as const satisfies Record<string, ActionRule>
