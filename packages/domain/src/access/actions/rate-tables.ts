import type { ActionRule } from './action-rule'

// The dated rate tables (docs/manager-pricing.md "Tables", decision 0048): super and group admins
// in the administration frame. The service decides the row's scope: national rows are written by
// super admins only (403 for a group admin), another group's rows answer 404.
export const rateTablesActions = {
  'rateTables.list': { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'], write: false },
  'rateTables.create': { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'], write: true },
  'rateTables.correct': { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'], write: true },
} as const satisfies Record<string, ActionRule>
