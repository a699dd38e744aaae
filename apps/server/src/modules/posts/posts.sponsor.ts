import { type NewsId, type SchoolId, idFromRow } from '@nido/domain/ids'
import { sql } from 'drizzle-orm'
import type { SponsorNews } from '@nido/domain/contracts/posts'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { Actor } from '../../platform/actor'
import { beforeKey, decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { authorName } from '../../platform/people'
import { attachedMediaIds, mediaSummaries, readableMediaIds, type MediaRules } from '../media/index'
import { newsAudience, targetInAudience } from '../news/index'

// Spec 000 §2 /publicities: sponsor news. Sponsors publish sponsored posts to their schools; the
// page lists the published ones whose targets reach the reader (the same audience as the feed,
// news.audience.ts), newest first, with a keyset cursor on (publish_at, news id).

export async function listSponsorNews(
  db: Queryable,
  rules: MediaRules,
  actor: Actor,
  now: Date,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: SponsorNews[]; nextCursor: string | null }> {
  const cursor = decodeTimeKey(query.cursor)
  const audience = newsAudience(actor)
  const result = await queryRows<{
    post_id: string
    news_id: string
    school_id: string
    content_html: string
    publish_at: string | Date
    owner_id: string | null
    firstname: string | null
    lastname: string | null
  }>(
    db,
    sql`
    select p.id as post_id, n.id as news_id, p.school_id, p.content_html, n.publish_at,
      u.id as owner_id, u.firstname, u.lastname
    from posts p
    join news n on n.type = 'Post' and n.reference_id = p.id
    left join users u on u.id = p.owner_id
    where p.sponsored and n.status = 'published' and n.publish_at <= ${now.toISOString()}::timestamptz
      and n.school_id = any(${sql.param(actor.structureTreeScope.schoolIds)}::uuid[])
      and (n.owner_id = ${actor.userId} or ${targetInAudience(sql`n.id`, audience)})
      ${cursor ? sql`and ${beforeKey(sql`n.publish_at`, sql`n.id`, cursor)}` : sql``}
    order by n.publish_at desc, n.id desc
    limit ${query.limit + 1}`,
  )
  const page = keysetPage(result.rows, query.limit, (last) =>
    encodeTimeKey({ at: new Date(last.publish_at), id: last.news_id }),
  )
  const rows = page.rows
  const media = await attachedMediaIds(
    db,
    'post',
    rows.map((r) => r.post_id),
  )
  // Only the files the reader may read (media/media.consent.ts: photo consent), as in the feed.
  const readable = await readableMediaIds(db, rules, actor, [...media.values()].flat(), now)
  const summaries = await mediaSummaries(db, [...readable])
  const items = rows.map((r) => ({
    id: r.post_id,
    newsId: idFromRow<NewsId>(r.news_id),
    schoolId: idFromRow<SchoolId>(r.school_id),
    contentHtml: r.content_html,
    publishAt: new Date(r.publish_at).toISOString(),
    owner: authorName({ id: r.owner_id, firstname: r.firstname, lastname: r.lastname }),
    attachments: (media.get(r.post_id) ?? []).flatMap((id) => {
      const s = summaries.get(id)
      return s ? [s] : []
    }),
  }))
  return { items, nextCursor: page.nextCursor }
}
