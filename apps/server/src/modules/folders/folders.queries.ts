import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { audiencesVisibleTo } from '@nido/domain/rules/media-audience'
import { mayReadNewsType } from '@nido/domain/access/news-types'
import type { MediaAudience } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { folders, media, news } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { newsReachesActor } from '../news/index'
import { beforeKey, type TimeKey } from '../../platform/keyset'

export type FolderRow = typeof folders.$inferSelect

/**
 * Spec 000 §3 media audience on top of the feed rule (news.audience.ts): the actor's own folders,
 * or published folders shared with them whose audience includes their side of the family.
 */
function folderVisible(actor: Actor, now: Date) {
  const audiences = audiencesVisibleTo(actor.userPermission.profileType)
  return newsReachesActor(actor, now, inArray(folders.audience, audiences))
}

const folderNews = and(eq(news.type, 'Folder'), eq(news.referenceId, folders.id))

/** One page of the folders of a school the actor may see, newest first (folders_school_idx). */
export async function listVisibleFolders(
  db: Queryable,
  actor: Actor,
  schoolId: string,
  now: Date,
  cursor: TimeKey | null,
  limit: number,
): Promise<FolderRow[]> {
  const rows = await db
    .select({ folder: folders })
    .from(folders)
    .innerJoin(news, folderNews)
    .where(
      and(
        eq(folders.schoolId, schoolId),
        folderVisible(actor, now),
        beforeKey(folders.createdAt, folders.id, cursor),
      ),
    )
    .orderBy(desc(folders.createdAt), desc(folders.id))
    .limit(limit + 1)
  return rows.map((r) => r.folder)
}

/** A folder the actor may see, or undefined (404 for the caller). */
export async function findVisibleFolder(db: Queryable, actor: Actor, id: string, now: Date) {
  const [row] = await db
    .select({ folder: folders })
    .from(folders)
    .innerJoin(news, folderNews)
    .where(and(eq(folders.id, id), folderVisible(actor, now)))
  return row?.folder
}

/** Of `ids`, the folders the actor may see (the media rule of kind folder). */
export async function visibleFolderIds(db: Queryable, actor: Actor, ids: string[], now: Date) {
  // Spec 000 §6: folders exclude sponsors, their documents too.
  if (!mayReadNewsType(actor.userPermission.profileType, 'Folder')) return new Set<string>()
  const rows = await db
    .select({ id: folders.id })
    .from(folders)
    .innerJoin(news, folderNews)
    .where(and(sql`${folders.id} = any(${uuidArray(ids)})`, folderVisible(actor, now)))
  return new Set(rows.map((r) => r.id))
}

export async function insertFolder(
  db: Queryable,
  values: { ownerId: string; schoolId: string; title: string; description: string; audience: MediaAudience },
): Promise<FolderRow> {
  const [row] = await db.insert(folders).values(values).returning()
  return row!
}

export async function updateFolder(
  db: Queryable,
  id: string,
  values: { title: string; description: string; audience: MediaAudience },
  now: Date,
): Promise<FolderRow> {
  const [row] = await db
    .update(folders)
    .set({ ...values, updatedAt: now })
    .where(eq(folders.id, id))
    .returning()
  return row!
}

export async function deleteFolder(db: Queryable, id: string): Promise<void> {
  await db.delete(folders).where(eq(folders.id, id))
}

/** Puts a folder's documents in the order of `mediaIds` (files of any uploader). */
export async function orderFolderDocuments(db: Queryable, folderId: string, mediaIds: readonly string[]) {
  for (const [position, id] of mediaIds.entries()) {
    await db
      .update(media)
      .set({ position })
      .where(and(eq(media.id, id), eq(media.kind, 'folder'), eq(media.attachedId, folderId)))
  }
}
