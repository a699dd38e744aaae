import { sql, type SQL } from 'drizzle-orm'
import type { NewsType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { targetInAudience, type NewsAudience } from './news.audience'
import { queryRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'
import { beforeKey, type TimeKey } from '../../platform/keyset'

// The feed query (ARCHITECTURE §6, docs/news-feed.md). One index-ordered, LIMITed probe of
// news_targets_feed_idx per audience target (a LATERAL join over the target list: the same plan
// as a UNION ALL of per-target subqueries, with one statement shape whatever the number of
// targets), plus one probe of news_owner_idx for the actor's own items; the hits are merged,
// de-duplicated (an item shared with a school and one of its sections is hit twice) and cut to
// the page. Every probe stops after `limit` rows that pass the filters, so a page costs
// O(targets × limit) index rows, never a scan of the feed.

export interface FeedQueryInput {
  actorId: string
  now: Date
  audience: NewsAudience
  /** Whether the audience's published items are wanted (not for OWNER_DELAYED). */
  published: boolean
  /** The owner's own items: published ones always, plus delayed/pending, plus every status. */
  ownerDelayed: boolean
  ownerAll: boolean
  /** Own items must also meet the audience (a children or sections filter is on). */
  ownerInAudience: boolean
  types: readonly NewsType[]
  schoolId: string | null
  /** Local dates, read in the time zone of `timezoneSchoolId` (else UTC). */
  startDate: string | null
  endDate: string | null
  timezoneSchoolId: string | null
  /** Folded search text (rules/feed-filter.ts foldSearchText), or null. */
  search: string | null
  ownerIds: readonly string[] | null
  cursor: TimeKey | null
  limit: number
}

export interface FeedHit {
  newsId: string
  cursor: TimeKey
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * Filters on the news row `n`; publish_at and id are the target's copies in the audience probes, so
 * the keyset condition is an index condition of news_targets_feed_idx.
 */
function itemFilters(input: FeedQueryInput, publishAt: SQL, id: SQL, bySchool = true): SQL {
  const parts: SQL[] = [sql`n.type = any(${`{${input.types.join(',')}}`}::news_type[])`]
  if (input.schoolId && bySchool) parts.push(sql`n.school_id = ${input.schoolId}`)
  const tz = input.timezoneSchoolId
    ? sql`coalesce((select s.timezone from schools s where s.id = ${input.timezoneSchoolId}), 'UTC')`
    : sql`'UTC'`
  if (input.startDate)
    parts.push(sql`${publishAt} >= (${input.startDate}::date::timestamp at time zone ${tz})`)
  if (input.endDate)
    parts.push(sql`${publishAt} < ((${input.endDate}::date + 1)::timestamp at time zone ${tz})`)
  if (input.search) parts.push(sql`${foldedColumn(sql`n.search_text`)} like ${likePattern(input.search)}`)
  if (input.ownerIds) parts.push(sql`n.owner_id = any(${uuidArray(input.ownerIds)})`)
  // The cursor's time is publish_at as PostgreSQL prints it (microseconds kept, so no row is
  // skipped or repeated).
  const after = beforeKey(publishAt, id, input.cursor)
  if (after) parts.push(after)
  return sql.join(parts, sql` and `)
}

/**
 * The feed statement (exported for the benchmark's EXPLAIN); null when nothing can match. The
 * probes order `desc nulls last` like the indexes (drizzle writes DESC NULLS LAST; a plain DESC
 * means NULLS FIRST and would not match them, so every row of a target would be sorted). The
 * columns are NOT NULL, so the order is the same.
 */
export function feedPageSql(input: FeedQueryInput): SQL | null {
  if (input.types.length === 0) return null
  const now = sql`${input.now.toISOString()}::timestamptz`
  const branches: SQL[] = []
  const { audience } = input
  const hasAudience = audience.userIds.length + audience.sectionIds.length + audience.schoolIds.length > 0

  if (input.published && hasAudience) {
    // Sections and schools belong to one school: without crossSchool only the current school's
    // are probed (checked here against `sections`), and the probe needs no filter on
    // news.school_id. That matters for the plan: a filter the planner cannot correlate with the
    // target would make it expect ~1 row per target and sort every row of the target instead of
    // reading the index in order and stopping at the LIMIT (docs/news-feed.md).
    const sections = input.schoolId
      ? sql`select 'Section'::share_target_type as tt, sc.id as tid from sections sc
          where sc.id = any(${uuidArray(audience.sectionIds)}) and sc.school_id = ${input.schoolId}`
      : sql`select 'Section'::share_target_type as tt, x as tid from unnest(${uuidArray(audience.sectionIds)}) x`
    const schoolIds = input.schoolId
      ? audience.schoolIds.filter((id) => id === input.schoolId)
      : audience.schoolIds
    const probe = (
      targets: SQL,
      bySchool: boolean,
    ) => sql`select c.news_id, c.publish_at from (${targets}) aud
      cross join lateral (
        select t.news_id, t.publish_at from news_targets t join news n on n.id = t.news_id
        where t.target_type = aud.tt and t.target_id = aud.tid and t.publish_at <= ${now}
          and n.status = 'published' and ${itemFilters(input, sql`t.publish_at`, sql`t.news_id`, bySchool)}
        order by t.publish_at desc nulls last, t.news_id desc nulls last
        limit ${input.limit}
      ) c`
    // Items shared with a person may come from any school: those keep the school filter.
    if (audience.userIds.length > 0)
      branches.push(
        probe(
          sql`select 'User'::share_target_type as tt, x as tid from unnest(${uuidArray(audience.userIds)}) x`,
          true,
        ),
      )
    if (audience.sectionIds.length + schoolIds.length > 0)
      branches.push(
        probe(
          sql`${sections} union all
            select 'School'::share_target_type, x from unnest(${uuidArray(schoolIds)}) x`,
          false,
        ),
      )
  }

  const ownStates: SQL[] = []
  if (input.published) ownStates.push(sql`(n.status = 'published' and n.publish_at <= ${now})`)
  if (input.ownerDelayed)
    ownStates.push(sql`n.status = 'pending'`, sql`(n.status = 'published' and n.publish_at > ${now})`)
  if (input.ownerAll) ownStates.push(sql`n.status in ('draft', 'refused')`)
  if (ownStates.length > 0) {
    const inAudience = input.ownerInAudience ? sql` and ${targetInAudience(sql`n.id`, audience)}` : sql``
    branches.push(sql`(select n.id as news_id, n.publish_at from news n
        where n.owner_id = ${input.actorId} and (${sql.join(ownStates, sql` or `)})
          and ${itemFilters(input, sql`n.publish_at`, sql`n.id`)}${inAudience}
        order by n.publish_at desc nulls last, n.id desc
        limit ${input.limit})`)
  }
  if (branches.length === 0) return null
  return sql`
    select distinct h.news_id, h.publish_at, h.publish_at::text as publish_at_text
    from (${sql.join(branches, sql` union all `)}) h
    order by h.publish_at desc, h.news_id desc
    limit ${input.limit}`
}

export async function feedPage(db: Queryable, input: FeedQueryInput): Promise<FeedHit[]> {
  const statement = feedPageSql(input)
  if (!statement) return []
  const result = await queryRows<{ news_id: string; publish_at_text: string }>(db, statement)
  return result.rows.map((r) => ({
    newsId: r.news_id,
    cursor: { at: r.publish_at_text, id: r.news_id },
  }))
}
