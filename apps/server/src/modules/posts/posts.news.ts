import { uuidArray } from '../../db/sql'
import { sql } from 'drizzle-orm'
import type { NewsAttachment } from '@nido/domain/contracts/news'
import type { Queryable } from '../../db/client'
import { mediaShownTo } from '../media/index'
import { namedRows, rowModeration, type NewsKind } from '../news/index'
import { postManagedBy } from './posts.visibility'
import { removePostRows } from './posts.service'

// What the feed and the notification panel need of a post (news.kinds.ts, decision 0012).

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

export const postsNewsKind: NewsKind = {
  type: 'Post',
  // Spec 001 §3: the post's content and its ready files in position order, one query per page;
  // only the files the reader is shown (media/media.consent.ts: photo consent).
  // Named (news.prepared.ts): asked on every feed page that holds a post, so PostgreSQL plans it
  // once per connection instead of on every page (docs/performance-feed-request.md).
  async cards(db: Queryable, ids, { actor }) {
    const rows = await namedRows<{
      id: string
      content_html: string
      attachments: NewsAttachment[] | string
    }>(
      db,
      'post_cards',
      sql`
      select po.id, po.content_html,
        (select coalesce(json_agg(json_build_object('mediaId', m.id, 'type', m.type, 'fileName', m.file_name,
            'mimeType', m.mime_type) order by m.position, m.id), '[]'::json)
          from media m where m.kind = 'post' and m.attached_id = po.id
            and ${mediaShownTo(actor, 'm', postManagedBy(actor))}) as attachments
      from posts po where po.id = any(${uuidArray(ids)})`,
    )
    return new Map(
      rows.map((p) => [p.id, { post: { contentHtml: p.content_html, attachments: json(p.attachments) } }]),
    )
  },
  moderation: rowModeration({
    type: 'Post',
    referenceType: 'post',
    table: 'posts',
    text: { column: 'content_html', field: 'content' },
    mediaKind: 'post',
    remove: removePostRows,
  }),
}
