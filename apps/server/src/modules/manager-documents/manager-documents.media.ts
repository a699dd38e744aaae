import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { childInScope, holdsContract } from '../manager-children/index'

// Who reads a file a family handed in (media kind input-document, docs/media.md): the staff who
// read the child's documents (the child in their reach, in the document's school) and the child's
// contract holders. Everyone else gets 404 for the file. A family hands in few files at a time:
// each is checked on its own.
export async function visibleInputDocuments(
  db: Queryable,
  actor: Actor,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await selectRows<{ id: string; childId: string; schoolId: string }>(
    db,
    sql`select id, child_id as "childId", school_id as "schoolId" from manager_documents
      where id = any(${uuidArray(ids)}) and direction = 'input'`,
  )
  const visible = new Set<string>()
  for (const row of rows) {
    const family =
      actor.familyScope.childIds.includes(row.childId) && (await holdsContract(db, actor.userId, row.childId))
    const staff = !family && (await childInScope(db, actor, row.childId))?.schoolId === row.schoolId
    if (family || staff) visible.add(row.id)
  }
  return visible
}
