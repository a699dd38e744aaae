import { randomUUID } from 'node:crypto'
import type { MediaKind, MediaType } from '@nido/domain/enums/media'
import type { Queryable } from '../db/client'
import { media } from '../db/schema/index'

// Test helper of the modules that attach files (folders, postal cards, chat…): a complete upload
// of a user, as the media routes leave it (`ready`, not attached yet), without going through storage.
export async function makeUpload(
  db: Queryable,
  o: { ownerId: string; kind: MediaKind; type?: MediaType; fileName?: string; mimeType?: string },
) {
  const [row] = await db
    .insert(media)
    .values({
      ownerId: o.ownerId,
      kind: o.kind,
      type: o.type ?? 'DOCUMENT',
      storageKey: `test/${randomUUID()}`,
      mimeType: o.mimeType ?? 'application/pdf',
      fileName: o.fileName ?? 'menu.pdf',
      size: 1234,
      status: 'ready',
    })
    .returning({ id: media.id })
  return row!.id
}
