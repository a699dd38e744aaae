import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { teacherDirectorCoordinator } from '@nido/domain/access/roles'
import { listSchoolOf } from '../../platform/school-scope'
import { childReach, contractHeldBy } from '../manager-children/index'

// Who reads a file a family handed in (media kind input-document, docs/media.md): the staff who
// read the child's documents (the child in their reach, in the document's school) and the child's
// contract holders. Everyone else gets 404 for the file. One query for the whole set, however
// many files a list asks for.
export async function visibleInputDocuments(
  db: Queryable,
  actor: Actor,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const family = sql`(d.child_id = any(${uuidArray(actor.familyScope.childIds)}) and ${contractHeldBy(actor.userId)})`
  // The school whose children the staff actor reads (manager-children's childInScope). Staff
  // only: a guardian's reach covers their own child, but a guardian who does not hold the
  // contract does not read the papers the holders handed in.
  const schoolId = (teacherDirectorCoordinator as readonly string[]).includes(
    actor.userPermission.profileType,
  )
    ? listSchoolOf(actor)
    : null
  const staff = schoolId
    ? sql`(d.school_id = ${schoolId} and u.profile_type = 'CHILD' and ${childReach(actor, schoolId)})`
    : sql`false`
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select d.id from manager_documents d join users u on u.id = d.child_id
      where d.id = any(${uuidArray(ids)}) and d.direction = 'input' and (${family} or ${staff})`,
  )
  return new Set(rows.map((row) => row.id))
}
