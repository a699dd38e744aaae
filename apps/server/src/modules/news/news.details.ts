import { sql, type SQL } from 'drizzle-orm'
import type { NewsAttachment, NewsItem, NewsPerson } from '@nido/domain/contracts/news'
import type { MediaAudience, NewsStatus, NewsType, ReactionType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import { namedRows } from './news.prepared'
import { eventDetails } from '../calendar/index'
import { familyTimelines } from '../daily-log/index'

// What each card needs (spec 001 §3 News), loaded in batches: one query for the index rows with
// owner, school, my reaction and the reaction peek, then one query per item type present on the
// page (never one per item).

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
  content_html: string | null
  attachments: NewsAttachment[] | string | null
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
        join users pu on pu.id = p.user_id) as peek,
      -- Posts, the commonest type, ride along: a page of posts costs this one query.
      po.content_html,
      case when po.id is null then null else (select coalesce(json_agg(json_build_object('mediaId', m.id,
          'type', m.type, 'fileName', m.file_name, 'mimeType', m.mime_type) order by m.position, m.id), '[]'::json)
        from media m where m.kind = 'post' and m.attached_id = po.id and m.status = 'ready') end as attachments
    from news n
    join schools s on s.id = n.school_id
    left join users u on u.id = n.owner_id
    left join posts po on n.type = 'Post' and po.id = n.reference_id
    where ${which}
    order by n.publish_at desc, n.id desc`,
  )
}

type Details = Pick<NewsItem, 'post' | 'gallery' | 'folder' | 'poll' | 'postalCard'>

async function galleryDetails(db: Queryable, ids: string[]): Promise<Map<string, Details['gallery']>> {
  if (ids.length === 0) return new Map()
  const result = await queryRows<{
    id: string
    title: string
    description: string
    cover: string | null
    count: number | string
  }>(
    db,
    sql`
    select g.id, g.title, g.description,
      (select m.id from media m where m.kind = 'gallery' and m.attached_id = g.id and m.status = 'ready'
        and m.type = 'IMAGE' order by m.position, m.id limit 1) as cover,
      (select count(*) from media m where m.kind = 'gallery' and m.attached_id = g.id and m.status = 'ready') as count
    from galleries g where g.id = any(${uuidArray(ids)})`,
  )
  return new Map(
    result.rows.map((g) => [
      g.id,
      { title: g.title, description: g.description, coverMediaId: g.cover, mediaCount: Number(g.count) },
    ]),
  )
}

async function folderDetails(db: Queryable, ids: string[]): Promise<Map<string, Details['folder']>> {
  if (ids.length === 0) return new Map()
  const result = await queryRows<{
    id: string
    title: string
    description: string
    audience: MediaAudience
    count: number | string
  }>(
    db,
    sql`
    select f.id, f.title, f.description, f.audience,
      (select count(*) from media m where m.kind = 'folder' and m.attached_id = f.id and m.status = 'ready') as count
    from folders f where f.id = any(${uuidArray(ids)})`,
  )
  return new Map(
    result.rows.map((f) => [
      f.id,
      { title: f.title, description: f.description, audience: f.audience, fileCount: Number(f.count) },
    ]),
  )
}

async function pollDetails(
  db: Queryable,
  actorId: string,
  ids: string[],
): Promise<Map<string, Details['poll']>> {
  if (ids.length === 0) return new Map()
  const [pollsResult, optionsResult] = await Promise.all([
    queryRows<{ id: string; question: string; supports_multiple: boolean; closes_at: string | Date | null }>(
      db,
      sql`select id, question, supports_multiple, closes_at from polls where id = any(${uuidArray(ids)})`,
    ),
    queryRows<{ poll_id: string; id: string; label: string; position: number; voters: string[] | string }>(
      db,
      sql`
      select o.poll_id, o.id, o.label, o.position,
        array(select v.user_id::text from poll_votes v where v.option_id = o.id order by v.created_at, v.id) as voters
      from poll_options o where o.poll_id = any(${uuidArray(ids)})
      order by o.poll_id, o.position`,
    ),
  ])
  const map = new Map<string, NonNullable<Details['poll']>>()
  for (const p of pollsResult.rows)
    map.set(p.id, {
      question: p.question,
      options: [],
      supportsMultiple: p.supports_multiple,
      closesAt: p.closes_at ? iso(p.closes_at) : null,
      myOptionIds: [],
      optionOwnerIds: {},
    })
  for (const o of optionsResult.rows) {
    const poll = map.get(o.poll_id)
    if (!poll) continue
    const voters = pgArray(o.voters)
    poll.options.push({ id: o.id, label: o.label, position: o.position, voteCount: voters.length })
    poll.optionOwnerIds[o.id] = voters
    if (voters.includes(actorId)) poll.myOptionIds.push(o.id)
  }
  return map
}

/** node-postgres parses text[] to an array; PGlite may too, but be lenient with '{a,b}'. */
function pgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value
  const inner = value.replace(/^\{|\}$/g, '')
  return inner ? inner.split(',') : []
}

async function postalCardDetails(db: Queryable, ids: string[]): Promise<Map<string, Details['postalCard']>> {
  if (ids.length === 0) return new Map()
  const result = await queryRows<{ id: string; message: string; media_id: string | null }>(
    db,
    sql`select id, message, media_id from postal_cards where id = any(${uuidArray(ids)})`,
  )
  return new Map(result.rows.map((c) => [c.id, { message: c.message, mediaId: c.media_id }]))
}

/** The cards of the given news ids, in the order of `ids` (ids not found are left out). */
export async function loadNewsItems(
  db: Queryable,
  actorId: string,
  ids: readonly string[],
): Promise<NewsItem[]> {
  if (ids.length === 0) return []
  const rows = await newsRows(db, actorId, ids)
  return (await buildItems(db, actorId, rows, ids)).map((c) => c.item)
}

/**
 * The cards of a feed page, newest first, with each one's keyset position: the feed statement
 * and the index rows go to the database as ONE statement (one round trip, one plan).
 */
export async function loadFeedItems(db: Queryable, actorId: string, feed: SQL) {
  const rows = await newsRows(db, actorId, feed)
  return buildItems(
    db,
    actorId,
    rows,
    rows.map((r) => r.id),
  )
}

async function buildItems(db: Queryable, actorId: string, rows: NewsRow[], ids: readonly string[]) {
  const refs = (type: NewsType) => rows.filter((r) => r.type === type).map((r) => r.reference_id)
  const [galleriesMap, foldersMap, pollsMap, cardsMap, dailyMap] = await Promise.all([
    galleryDetails(db, refs('Gallery')),
    folderDetails(db, refs('Folder')),
    pollDetails(db, actorId, refs('Poll')),
    postalCardDetails(db, refs('PostalCard')),
    // Daily items reach only the child's family (their target is the child), so the family's
    // view of the day is the one loaded (daily-log.views.ts).
    familyTimelines(db, refs('Daily')),
  ])
  const eventsMap = await eventDetails(db, refs('Event'))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const items: Array<{ item: NewsItem; cursor: { publishAt: string; id: string } }> = []
  for (const id of ids) {
    const r = byId.get(id)
    if (!r) continue
    const item: NewsItem = {
      id: r.id,
      type: r.type,
      referenceId: r.reference_id,
      owner:
        r.owner_id && r.firstname !== null
          ? {
              id: r.owner_id,
              firstname: r.firstname,
              lastname: r.lastname ?? '',
              avatarMediaId: r.avatar_media_id,
            }
          : null,
      school: { id: r.school_id, name: r.school_name },
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
      post:
        r.content_html === null
          ? null
          : { contentHtml: r.content_html, attachments: json(r.attachments ?? []) },
      gallery: galleriesMap.get(r.reference_id) ?? null,
      folder: foldersMap.get(r.reference_id) ?? null,
      poll: pollsMap.get(r.reference_id) ?? null,
      postalCard: cardsMap.get(r.reference_id) ?? null,
      event: eventsMap.get(r.reference_id) ?? null,
      daily: dailyMap.get(r.reference_id) ?? null,
    }
    items.push({ item, cursor: { publishAt: r.publish_at_text, id: r.id } })
  }
  return items
}
