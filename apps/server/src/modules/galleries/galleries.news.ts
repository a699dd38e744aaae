import { type MediaId, idFromRow } from '@nido/domain/ids'
import { uuidArray } from '../../db/sql'
import { eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { galleries } from '../../db/schema/index'
import { rowModeration, type NewsKind } from '../news/index'
import { galleryCoverAndCount } from './galleries.queries'

// What the feed and the notification panel need of an album (news.kinds.ts, decision 0012).

export const galleriesNewsKind: NewsKind = {
  type: 'Gallery',
  // Spec 001 §3: title, description, the first ready photo as cover and the number of files.
  // Cover and count are of the files the reader is shown (media/media.consent.ts), as in the album.
  async cards(db: Queryable, ids, { actor }) {
    const result = await queryRows<{
      id: string
      title: string
      description: string
      cover_media_id: string | null
      item_count: number | string
    }>(
      db,
      sql`
      select g.id, g.title, g.description, ${galleryCoverAndCount(actor)}
      from galleries g where g.id = any(${uuidArray(ids)})`,
    )
    return new Map(
      result.rows.map((g) => [
        g.id,
        {
          gallery: {
            title: g.title,
            description: g.description,
            coverMediaId: idFromRow<MediaId>(g.cover_media_id),
            mediaCount: Number(g.item_count),
          },
        },
      ]),
    )
  },
  moderation: rowModeration({
    type: 'Gallery',
    referenceType: 'gallery',
    table: 'galleries',
    text: { column: 'title', field: 'title' },
    mediaKind: 'gallery',
    deleteRow: async (tx, id) => {
      await tx.delete(galleries).where(eq(galleries.id, id))
    },
  }),
}
