import { and, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { news } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { visibleNewsReferences } from '../news/index'
import { managesSchool } from '../../platform/school-scope'

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
