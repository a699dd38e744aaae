import { eq, sql } from 'drizzle-orm'
import type { ChildPhoto } from '@nido/domain/contracts/galleries'
import type { ChildId } from '@nido/domain/ids'
import type { MediaType } from '@nido/domain/enums/media'
import type { Queryable } from '../../db/client'
import { users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import type { InScope } from '../../platform/http'
import { beforeKey, decodeTimeKey, encodeTimeKey, keysetPage, type TimeKey } from '../../platform/keyset'
import { dateName, extensionOf, uniqueNames, type ArchiveEntry } from './galleries.archive'
import { newsReadableBy } from './galleries.queries'
import { selectRows } from '../../db/rows'
import { mediaShownTo } from '../media/index'

// "Photos of my child" (docs/galleries.md). A guardian sees, for one of their children, every photo
// and video of an album or a post in which the child is tagged, but only those the guardian may
// see anyway (the album or post reaches them, by the feed's rule), newest capture first.

/** Our choice: the archive holds at most this many files (newest first); docs/galleries.md. */
export const childArchiveMax = 5000

interface Row {
  id: string
  type: MediaType
  file_name: string
  mime_type: string
  taken_at: string | Date | null
  created_at: string | Date
  sort_at: string | Date
  kind: 'gallery' | 'post'
  attached_id: string
  gallery_title: string | null
  post_html: string | null
  storage_key: string
  /** The time zone of the school the album or post belongs to (names in the archive). */
  timezone: string
}

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v))

/** One of the guardian's own children, named for the archive. */
export interface OwnChild {
  id: ChildId
  firstname: string
}

/**
 * The child as the guardian may see their photos (decision 0013): handlers ask for them with
 * `requireFor(action, childId, ownChildInScope)`. Not one of the actor's children: NOT_FOUND.
 */
export const ownChildInScope: InScope<ChildId, OwnChild> = async (db, actor, childId) => {
  if (!actor.familyScope.childIds.includes(childId)) return undefined
  const [row] = await db.select({ firstname: users.firstname }).from(users).where(eq(users.id, childId))
  return row && { id: childId, firstname: row.firstname }
}

/** The first words of a post, as the title of its photos (the html is sanitised, tags dropped). */
function postTitle(html: string | null): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

async function childMedia(
  db: Queryable,
  actor: Actor,
  now: Date,
  childId: string,
  page: { after: TimeKey | null; limit: number },
): Promise<Row[]> {
  const keyset = page.after
    ? sql`and ${beforeKey(sql`coalesce(m.taken_at, m.created_at)`, sql`m.id`, page.after)}`
    : sql``
  const result = await selectRows<Row>(
    db,
    sql`
    select m.id, m.type, m.file_name, m.mime_type, m.taken_at, m.created_at, m.kind, m.attached_id,
      m.storage_key, coalesce(m.taken_at, m.created_at) as sort_at,
      g.title as gallery_title, p.content_html as post_html, s.timezone
    from media_children mc
    join media m on m.id = mc.media_id
    join lateral (
      select n.* from news n
      where n.type = (case when m.kind = 'gallery' then 'Gallery' else 'Post' end)::news_type
        and n.reference_id = m.attached_id
    ) n on true
    join schools s on s.id = n.school_id
    left join galleries g on m.kind = 'gallery' and g.id = m.attached_id
    left join posts p on m.kind = 'post' and p.id = m.attached_id
    where mc.child_id = ${childId}::uuid
      and m.kind in ('gallery', 'post') and m.type in ('IMAGE', 'VIDEO')
      and ${newsReadableBy(actor, now)}
      -- The one rule of media/media.consent.ts: another family's child without photo consent
      -- hides the photo, as in the album.
      and ${mediaShownTo(actor, 'm')}
      ${keyset}
    order by sort_at desc, m.id desc
    limit ${page.limit}`,
  )
  return result
}

function photoOf(row: Row): ChildPhoto {
  return {
    id: row.id,
    type: row.type,
    fileName: row.file_name,
    mimeType: row.mime_type,
    takenAt: row.taken_at === null ? null : toDate(row.taken_at).toISOString(),
    createdAt: toDate(row.created_at).toISOString(),
    source:
      row.kind === 'gallery'
        ? { type: 'Gallery', id: row.attached_id, title: row.gallery_title ?? '' }
        : { type: 'Post', id: row.attached_id, title: postTitle(row.post_html) },
  }
}

export async function listChildPhotos(
  db: Queryable,
  actor: Actor,
  now: Date,
  child: OwnChild,
  query: { cursor?: string | undefined; limit: number },
) {
  const rows = await childMedia(db, actor, now, child.id, {
    after: decodeTimeKey(query.cursor),
    limit: query.limit + 1,
  })
  const page = keysetPage(rows, query.limit, (last) =>
    encodeTimeKey({ at: toDate(last.sort_at), id: last.id }),
  )
  return { items: page.rows.map(photoOf), nextCursor: page.nextCursor }
}

/**
 * Every photo of the child in one archive. Files are named by capture date, on the wall clock of
 * the school that shared the photo (`2026-05-01_12-15-00.jpg`, then `-2`… for the same second),
 * and dated by it, so the originals' dates survive the download.
 */
export async function childPhotosArchive(
  db: Queryable,
  actor: Actor,
  now: Date,
  child: OwnChild,
): Promise<{ name: string; entries: ArchiveEntry[] }> {
  const rows = await childMedia(db, actor, now, child.id, { after: null, limit: childArchiveMax })
  const names = uniqueNames(
    rows.map((r) => `${dateName(toDate(r.sort_at), r.timezone)}${extensionOf(r.file_name)}`),
  )
  return {
    name: `photos-${child.firstname}`,
    entries: rows.map((r, i) => ({ name: names[i]!, storageKey: r.storage_key, mtime: toDate(r.sort_at) })),
  }
}
