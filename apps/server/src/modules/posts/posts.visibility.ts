import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { isOneOf } from '@nido/domain/access/roles'
import type { Queryable } from '../../db/client'
import { news } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { visibleNewsReferences } from '../news/index'
import { managesSchool } from '../../platform/school-scope'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'

// Media kind 'post' (docs/media.md): a post's files are readable by whoever may read the post (the feed's rule,
// news.visibility.ts), by those who may edit it (directors and coordinators of its school), and
// by moderators of its school while it waits (they judge it from the panel).

export async function visiblePostIds(
  db: Queryable,
  actor: Actor,
  postIds: string[],
  now: Date,
): Promise<Set<string>> {
  const visible = await visibleNewsReferences(db, actor, 'Post', postIds, now)
  const rest = postIds.filter((id) => !visible.has(id))
  const schools = actor.structureTreeScope.schoolIds
  if (rest.length === 0 || schools.length === 0) return visible
  const moderator = actor.userPermission.isModerator
  const rows = await db
    .select({ referenceId: news.referenceId, schoolId: news.schoolId, status: news.status })
    .from(news)
    .where(and(eq(news.type, 'Post'), inArray(news.referenceId, rest), inArray(news.schoolId, schools)))
  for (const row of rows) {
    if (managesSchool(actor, row.schoolId) || (moderator && row.status === 'pending'))
      visible.add(row.referenceId)
  }
  return visible
}

/** The schools whose posts the actor manages (edits): a director's or coordinator's (mayEdit, posts.service.ts). */
function managedSchoolIds(actor: ActorScope): string[] {
  return isOneOf(actor.userPermission.profileType, ['DIRECTOR', 'COORDINATOR'])
    ? actor.structureTreeScope.schoolIds
    : []
}

/** The post (alias `po`) is one the actor may edit: its owner, or a director or coordinator of its school. */
export function postManagedBy(actor: ActorScope): SQL {
  return sql`(po.owner_id = ${actor.userId} or po.school_id = any(${uuidArray(managedSchoolIds(actor))}))`
}

// Of the posts `ids`, those the actor may edit: they see the files photo consent hides from other
// readers, so they can take them out (media/media.consent.ts).
export async function managedPostIds(db: Queryable, actor: Actor, ids: string[]): Promise<Set<string>> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select po.id from posts po where po.id = any(${uuidArray(ids)}) and ${postManagedBy(actor)}`,
  )
  return new Set(rows.map((r) => r.id))
}
