import { sql } from 'drizzle-orm'
import type { NewsStatus, NewsType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { moderatorsOfSchool } from '../../platform/school-scope'
import { enqueuePush } from '../push/index'

// Web Push from the news index (docs/notifications-push.md "What is sent"): an item that becomes
// visible tells the guardians of the children it reaches; an item that starts waiting for
// moderation tells its school's moderators. The care log (Daily) has its own notice at check-out.

const titleOf = (type: NewsType) => (type === 'Post' ? 'post' : type === 'Gallery' ? 'photos' : 'news')

async function schoolOf(tx: Queryable, schoolId: string) {
  const [school] = await selectRows<{ name: string; timezone: string }>(
    tx,
    sql`select name, timezone from schools where id = ${schoolId}::uuid`,
  )
  return school
}

/**
 * The guardians of the children an item's targets reach (a child itself, their section, their
 * school), and guardians targeted by name; not its author.
 */
export async function guardiansReached(
  tx: Queryable,
  newsId: string,
  ownerId: string | null,
): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`
    with t as (select target_type, target_id from news_targets where news_id = ${newsId}::uuid),
    children as (
      select t.target_id as child_id from t where t.target_type = 'User'
      union select cs.child_id from child_sections cs join t on t.target_type = 'Section' and t.target_id = cs.section_id
      union select cs.child_id from child_sections cs join sections s on s.id = cs.section_id
        join t on t.target_type = 'School' and t.target_id = s.school_id)
    select g.guardian_id as id from guardianships g join children c on c.child_id = g.child_id
    union select u.id from users u join t on t.target_type = 'User' and t.target_id = u.id
      where u.profile_type = 'GUARDIAN'`,
  )
  return rows.map((r) => r.id).filter((id) => id !== ownerId)
}

export interface IndexedItem {
  newsId: string
  type: NewsType
  schoolId: string
  ownerId: string | null
  status: NewsStatus
  publishAt: Date
}

/** After an item was written to the index or approved, in the same transaction. */
export async function pushOnStatusChange(
  tx: Queryable,
  item: IndexedItem,
  before: NewsStatus | undefined,
): Promise<void> {
  if (item.status === before || item.type === 'Daily') return
  if (item.status !== 'published' && item.status !== 'pending') return
  const school = await schoolOf(tx, item.schoolId)
  if (!school) return
  if (item.status === 'published') {
    // A scheduled item is announced when it appears (its publish_at), not when it is written.
    await enqueuePush(tx, item.publishAt, {
      userIds: await guardiansReached(tx, item.newsId, item.ownerId),
      kind: 'news',
      title: titleOf(item.type),
      school,
      url: `/news/${item.newsId}`,
    })
  } else {
    await enqueuePush(tx, item.publishAt, {
      userIds: (await moderatorsOfSchool(tx, item.schoolId)).filter((id) => id !== item.ownerId),
      kind: 'moderation',
      title: 'moderation',
      school,
      url: '/',
    })
  }
}
