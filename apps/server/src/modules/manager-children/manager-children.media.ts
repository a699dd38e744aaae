import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { managesSchool } from '../../platform/school-scope'

// Who reads a household resource's proof files (media kind household-resource, docs/media.md):
// those who read the resources themselves — the directors and coordinators of the row's school
// (decision 0050 §3: resources feed the price). Everyone else gets 404 for the file.
export async function visibleResourceProofs(
  db: Queryable,
  actor: Actor,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await selectRows<{ id: string; schoolId: string }>(
    db,
    sql`select id, school_id as "schoolId" from manager_household_resources where id = any(${uuidArray(ids)})`,
  )
  return new Set(rows.filter((r) => managesSchool(actor, r.schoolId)).map((r) => r.id))
}
