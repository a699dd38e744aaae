import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { media, mediaUploads, users } from '../../db/schema/index'

export type MediaRow = typeof media.$inferSelect
export type UploadRow = typeof mediaUploads.$inferSelect

export async function findMedia(db: Queryable, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id))
  return row
}

/** A pending upload of the actor's, with its multipart state if any. */
export async function findOwnPending(
  db: Queryable,
  ownerId: string,
  id: string,
): Promise<{ row: MediaRow; upload: UploadRow | null } | undefined> {
  const [found] = await db
    .select({ row: media, upload: mediaUploads })
    .from(media)
    .leftJoin(mediaUploads, eq(mediaUploads.mediaId, media.id))
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId), eq(media.status, 'pending')))
  return found
}

/** Is this storage key an upload still waiting for its bytes? (The signed upload route asks.) */
export async function isPendingKey(db: Queryable, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.storageKey, storageKey), eq(media.status, 'pending')))
  return row !== undefined
}

export async function avatarIdOf(db: Queryable, userId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ avatarMediaId: users.avatarMediaId })
    .from(users)
    .where(eq(users.id, userId))
  return row ? row.avatarMediaId : undefined
}
