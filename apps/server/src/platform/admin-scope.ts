import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { adminGroupScope } from '@nido/domain/access/scope/admin-scope'
import type { Actor } from './actor'

// Administration (docs/administration.md): the groups an actor administers, as a SQL condition on
// a group id column, so list queries filter in SQL (STYLE habit 4). A super admin: every row
// (undefined, no condition); a group admin: their assigned groups.
export function adminGroupCondition(actor: Actor, groupIdColumn: AnyColumn): SQL | undefined {
  const scope = adminGroupScope(actor)
  if (scope === 'all') return undefined
  return sql`${groupIdColumn} = any(${sql.param([...scope])}::uuid[])`
}
