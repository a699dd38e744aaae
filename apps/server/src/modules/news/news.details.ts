import { sql, type SQL } from 'drizzle-orm'
import type { NewsItem, NewsPerson } from '@nido/domain/contracts/news'
import type { NewsStatus, NewsType, ReactionType } from '@nido/domain/enums/content'
import { idFromRow, type NewsId, type SchoolId } from '@nido/domain/ids'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import type { Queryable } from '../../db/client'
import { optionalPerson } from '../../platform/people'
import { uuidArray } from '../../db/sql'
import {
  kindsByType,
  newsCardFields,
  type NewsCardDetails,
  type NewsCardField,
  type NewsKind,
} from './news.kinds'
import { namedRows } from './news.prepared'

// What each card needs (spec 001 §3 News), loaded in batches: one query for the index rows with
// owner, school, my reaction and the reaction peek, then each item type present on the page asks
// its kind (news.kinds.ts, decision 0012) for the rest, once for all its items (never once per
// item). This file knows the index tables, no content table.

/** How many reactions a card shows before "see all" (spec 001 §3 reactionPeek). */
export const reactionPeekSize = 3

interface NewsRow extends Record<string, unknown> {
  id: string
  type: NewsType
  reference_id: string
  owner_id: string | null
  school_id: string
  school_name: string
  status: NewsStatus
  publish_at: string | Date
  publish_at_text: string
  created_at: string | Date
  search_text: string
  reaction_counts: Record<string, number>
  firstname: string | null
  lastname: string | null
  avatar_media_id: string | null
  my_reaction: ReactionType | null
  peek: Array<NewsPerson & { reaction: ReactionType }> | string
}

const iso = (value: string | Date) => new Date(value).toISOString()
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

/** The index rows of `ids`, or of the hits of a feed statement (news.feed-query.ts) in one round trip. */
async function newsRows(db: Queryable, actorId: string, ids: readonly string[] | SQL) {
  const which = Array.isArray(ids)
    ? sql`n.id = any(${uuidArray(ids)})`
    : sql`n.id in (select h.news_id from (${ids as SQL}) h)`
  // Named (news.prepared.ts): this statement, with the feed inside, is the feed's largest cost
  // when PostgreSQL plans it on every call.
  return namedRows<NewsRow>(
    db,
    'news_rows',
    sql`
    select n.id, n.type, n.reference_id, n.owner_id, n.school_id, s.name as school_name, n.status,
      n.publish_at, n.publish_at::text as publish_at_text, n.created_at, n.search_text, n.reaction_counts,
      u.firstname, u.lastname, u.avatar_media_id,
      (select r.type from news_reactions r where r.news_id = n.id and r.user_id = ${actorId}) as my_reaction,
      (select coalesce(json_agg(json_build_object('id', pu.id, 'firstname', pu.firstname,
          'lastname', pu.lastname, 'avatarMediaId', pu.avatar_media_id, 'reaction', p.type)
          order by p.created_at desc, p.id desc), '[]'::json)
        from (select r.id, r.user_id, r.type, r.created_at from news_reactions r where r.news_id = n.id
          order by r.created_at desc nulls last, r.id desc limit ${reactionPeekSize}) p
        join users pu on pu.id = p.user_id) as peek
    from news n
    join schools s on s.id = n.school_id
    left join users u on u.id = n.owner_id
    where ${which}
    order by n.publish_at desc, n.id desc`,
  )
}

/** The cards of the given news ids, in the order of `ids` (ids not found are left out). */
export async function loadNewsItems(
  db: Queryable,
  actor: ActorScope,
  ids: readonly string[],
  kinds: readonly NewsKind[],
): Promise<NewsItem[]> {
  if (ids.length === 0) return []
  const rows = await newsRows(db, actor.userId, ids)
  return (await buildItems(db, actor, rows, ids, kinds)).map((c) => c.item)
}

/**
 * The cards of a feed page, newest first, with each one's keyset position: the feed statement
 * and the index rows go to the database as ONE statement (one round trip, one plan).
 */
export async function loadFeedItems(db: Queryable, actor: ActorScope, feed: SQL, kinds: readonly NewsKind[]) {
  const rows = await newsRows(db, actor.userId, feed)
  return buildItems(
    db,
    actor,
    rows,
    rows.map((r) => r.id),
    kinds,
  )
}

/** Each type's card details, asked of its kind once for all of the page's references (in parallel). */
async function kindDetails(db: Queryable, actor: ActorScope, rows: NewsRow[], kinds: readonly NewsKind[]) {
  const byType = kindsByType(kinds)
  const refs = new Map<NewsType, string[]>()
  for (const r of rows) refs.set(r.type, [...(refs.get(r.type) ?? []), r.reference_id])
  const loaded = await Promise.all(
    [...refs].map(async ([type, ids]) => {
      const cards = byType.get(type)?.cards
      return [type, cards ? await cards(db, ids, { actorId: actor.userId, actor }) : new Map()] as const
    }),
  )
  return new Map<NewsType, Map<string, NewsCardDetails>>(loaded)
}

/** A card's type-specific fields: those its kind loaded, null for the others. */
function cardFields(details: NewsCardDetails | undefined): Pick<NewsItem, NewsCardField> {
  return Object.fromEntries(newsCardFields.map((f) => [f, details?.[f] ?? null])) as Pick<
    NewsItem,
    NewsCardField
  >
}

async function buildItems(
  db: Queryable,
  actor: ActorScope,
  rows: NewsRow[],
  ids: readonly string[],
  kinds: readonly NewsKind[],
) {
  const actorId = actor.userId
  const details = await kindDetails(db, actor, rows, kinds)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const items: Array<{ item: NewsItem; cursor: { at: string; id: string } }> = []
  for (const id of ids) {
    const r = byId.get(id)
    if (!r) continue
    const detail = details.get(r.type)?.get(r.reference_id)
    const item: NewsItem = {
      id: idFromRow<NewsId>(r.id),
      type: r.type,
      referenceId: r.reference_id,
      // An item without owner by design names whom its kind says (news.kinds.ts `byline`).
      owner: optionalPerson({ ...r, id: r.owner_id }) ?? detail?.byline ?? null,
      school: { id: idFromRow<SchoolId>(r.school_id), name: r.school_name },
      publishAt: iso(r.publish_at),
      createdAt: iso(r.created_at),
      status: r.status,
      isOwn: r.owner_id === actorId,
      reactionCounts: json(r.reaction_counts),
      currentReaction: r.my_reaction,
      reactionPeek: json(r.peek).map((p) => ({
        user: { id: p.id, firstname: p.firstname, lastname: p.lastname, avatarMediaId: p.avatarMediaId },
        reaction: p.reaction,
      })),
      summary: r.search_text,
      ...cardFields(detail),
    }
    items.push({ item, cursor: { at: r.publish_at_text, id: r.id } })
  }
  return items
}
