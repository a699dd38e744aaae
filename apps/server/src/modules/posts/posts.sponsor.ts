import { sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { SponsorNews } from '@nido/domain/contracts/posts'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { Actor } from '../../platform/actor'
import { attachedMediaIds, mediaSummaries } from '../media/index'
import { newsAudience, targetInAudience } from '../news/index'

// Spec 000 §2 /publicities: sponsor news. Sponsors publish sponsored posts to their schools; the
// page lists the published ones whose targets reach the reader (the same audience as the feed,
// news.audience.ts), newest first, with a keyset cursor on (publish_at, news id).

interface Cursor {
  at: string
  id: string
}

function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Cursor>
    if (
      typeof value.at === 'string' &&
      typeof value.id === 'string' &&
      !Number.isNaN(Date.parse(value.at)) &&
      /^[0-9a-f-]{36}$/i.test(value.id)
    )
      return { at: value.at, id: value.id }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_ERROR', [{ path: 'query.cursor', message: 'Invalid cursor' }])
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url')

export async function listSponsorNews(
  db: Queryable,
  actor: Actor,
  now: Date,
  query: { cursor?: string | undefined; limit: number },
): Promise<{ items: SponsorNews[]; nextCursor: string | null }> {
  const cursor = decodeCursor(query.cursor)
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
      ${cursor ? sql`and (n.publish_at, n.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
    order by n.publish_at desc, n.id desc
    limit ${query.limit + 1}`,
  )
  const rows = result.rows.slice(0, query.limit)
  const media = await attachedMediaIds(
    db,
    'post',
    rows.map((r) => r.post_id),
  )
  const summaries = await mediaSummaries(db, [...media.values()].flat())
  const items = rows.map((r) => ({
    id: r.post_id,
    newsId: r.news_id,
    schoolId: r.school_id,
    contentHtml: r.content_html,
    publishAt: new Date(r.publish_at).toISOString(),
    owner: r.owner_id ? { id: r.owner_id, firstname: r.firstname ?? '', lastname: r.lastname ?? '' } : null,
    attachments: (media.get(r.post_id) ?? []).flatMap((id) => {
      const s = summaries.get(id)
      return s ? [s] : []
    }),
  }))
  const last = rows.at(-1)
  return {
    items,
    nextCursor:
      result.rows.length > query.limit && last
        ? encodeCursor({ at: new Date(last.publish_at).toISOString(), id: last.news_id })
        : null,
  }
}
