import { sql, type SQL } from 'drizzle-orm'
import type { NewsType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { NewsAudience } from './news.audience'

// The feed rule of news.audience.ts (newsReachesActor: published, publish_at reached, a target in
// the audience) for MANY audiences in one statement: the readers of a batch (the weekly digest,
// docs/notifications-weekly.md) each keep their own audience from `newsAudience`, and the
// statement probes news_targets_feed_idx once per distinct target, whatever the number of readers
// sharing it. The reader's own items are left out (they wrote them).

export interface AudienceOf {
  /** The reader (a user id). */
  key: string
  audience: NewsAudience
}

export interface ReachingNews {
  key: string
  newsId: string
  type: NewsType
  referenceId: string
  schoolId: string
  publishAt: Date
  /** Every target through which the item reached this reader. */
  targets: { targetType: 'User' | 'Section' | 'School'; targetId: string }[]
}

export interface ReachingOptions {
  types: readonly NewsType[]
  now: Date
  /** Only items published from this instant (inclusive), when set. */
  since?: Date
  /** A further condition on the news row `n` (the calendar's window of an event). */
  also?: SQL
}

export async function newsReachingAudiences(
  db: Queryable,
  readers: readonly AudienceOf[],
  options: ReachingOptions,
): Promise<ReachingNews[]> {
  const keys: string[] = []
  const types: string[] = []
  const ids: string[] = []
  for (const { key, audience } of readers) {
    for (const [type, list] of [
      ['User', audience.userIds],
      ['Section', audience.sectionIds],
      ['School', audience.schoolIds],
    ] as const) {
      for (const id of list) {
        keys.push(key)
        types.push(type)
        ids.push(id)
      }
    }
  }
  if (keys.length === 0 || options.types.length === 0) return []
  const now = sql`${options.now.toISOString()}::timestamptz`
  const since = options.since ? sql`and t.publish_at >= ${options.since.toISOString()}::timestamptz` : sql``
  const rows = await selectRows<{
    key: string
    news_id: string
    type: NewsType
    reference_id: string
    school_id: string
    publish_at: Date | string
    targets: { targetType: 'User' | 'Section' | 'School'; targetId: string }[]
  }>(
    db,
    sql`with aud as (
        select * from unnest(${uuidArray(keys)}, ${`{${types.join(',')}}`}::share_target_type[],
          ${uuidArray(ids)}) as a(key, tt, tid)),
      hit as (
        select t.news_id, t.target_type, t.target_id
        from (select distinct tt, tid from aud) d
        join news_targets t on t.target_type = d.tt and t.target_id = d.tid and t.publish_at <= ${now} ${since})
      select a.key, n.id as news_id, n.type, n.reference_id, n.school_id, n.publish_at,
        json_agg(json_build_object('targetType', h.target_type, 'targetId', h.target_id)) as targets
      from hit h
      join aud a on a.tt = h.target_type and a.tid = h.target_id
      join news n on n.id = h.news_id
      where n.status = 'published' and n.publish_at <= ${now}
        and n.type = any(${`{${options.types.join(',')}}`}::news_type[])
        and n.owner_id is distinct from a.key
        ${options.also ? sql`and ${options.also}` : sql``}
      group by a.key, n.id
      order by a.key, n.publish_at, n.id`,
  )
  return rows.map((r) => ({
    key: r.key,
    newsId: r.news_id,
    type: r.type,
    referenceId: r.reference_id,
    schoolId: r.school_id,
    publishAt: new Date(r.publish_at),
    targets: r.targets,
  }))
}
