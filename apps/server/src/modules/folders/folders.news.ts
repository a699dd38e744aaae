import { uuidArray } from '../../db/sql'
import { sql } from 'drizzle-orm'
import type { MediaAudience } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { rowModeration, type NewsKind } from '../news/index'
import { deleteFolder } from './folders.queries'

// What the feed and the notification panel need of a folder (news.kinds.ts, decision 0012).

export const foldersNewsKind: NewsKind = {
  type: 'Folder',
  // Spec 001 §3: title, description, audience and the number of ready files.
  async cards(db: Queryable, ids) {
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
        {
          folder: {
            title: f.title,
            description: f.description,
            audience: f.audience,
            fileCount: Number(f.count),
          },
        },
      ]),
    )
  },
  moderation: rowModeration({
    type: 'Folder',
    referenceType: 'folder',
    table: 'folders',
    text: { column: 'title', field: 'title' },
    mediaKind: 'folder',
    deleteRow: deleteFolder,
  }),
}
