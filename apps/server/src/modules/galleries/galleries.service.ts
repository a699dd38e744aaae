import { eq, inArray } from 'drizzle-orm'
import { idFromRow, type MediaId, type SchoolId } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import type { Gallery, GalleryItem, GallerySummary } from '@nido/domain/contracts/galleries'
import type { zGalleryInput } from '@nido/domain/contracts/galleries'
import { initialNewsStatus } from '@nido/domain/rules/news-status'
import type { z } from 'zod'
import type { Queryable } from '../../db/client'
import { galleries, media, schools } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import type { InScope } from '../../platform/http'
import { decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { authorName } from '../../platform/people'
import { audit } from '../../platform/audit'
import type { Storage } from '../../platform/storage'
import { attachMedia, detachMedia } from '../media/index'
import { checkShareTargets, findNews, indexNews, removeNews } from '../news/index'
import { dateName, extensionOf, safeFileName, uniqueNames, type ArchiveEntry } from './galleries.archive'
import {
  editorSchoolIds,
  findVisibleGallery,
  galleryItems,
  galleryTargets,
  insertGallery,
  listGalleries,
  mediaRows,
  reorderMedia,
  tagsOf,
  type GalleryRow,
  type ItemRow,
  type TagRow,
} from './galleries.queries'
import { checkPhotoConsent } from './photo-consent.service'

// Albums (spec 000 §2 /galleries and /galleries/edit/{id}, §7 DELETE gallery by id;
// docs/galleries.md). An album is a `galleries` row, its photos and videos are media of kind 'gallery' in
// position order, and its audience is its row of the news index (type Gallery), written in the
// same transaction (ARCHITECTURE §6).

type GalleryInput = z.output<typeof zGalleryInput>

/** Albums hold photos and videos only. */
const albumTypes = new Set(['IMAGE', 'VIDEO'])

/** Spec 000 §6: the author, or a director or coordinator of the album's school; never an observer. */
export function mayEditGallery(actor: Actor, gallery: Pick<GalleryRow, 'ownerId' | 'schoolId'>): boolean {
  if (actor.observer) return false
  return gallery.ownerId === actor.userId || editorSchoolIds(actor).includes(gallery.schoolId)
}

function summaryOf(actor: Actor, row: GalleryRow): GallerySummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    schoolId: idFromRow<SchoolId>(row.schoolId),
    owner: authorName({ id: row.ownerId, firstname: row.ownerFirstname, lastname: row.ownerLastname }),
    status: row.status,
    itemCount: row.itemCount,
    coverMediaId: idFromRow<MediaId>(row.coverMediaId),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: mayEditGallery(actor, row),
  }
}

export async function listAlbums(
  db: Queryable,
  actor: Actor,
  now: Date,
  query: { cursor?: string | undefined; limit: number },
) {
  const after = decodeTimeKey(query.cursor)
  const rows = await listGalleries(db, actor, now, { after, limit: query.limit + 1 })
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: page.rows.map((row) => summaryOf(actor, row)), nextCursor: page.nextCursor }
}

/**
 * The album as the actor may see it (decision 0013): handlers ask for it with
 * `requireFor(action, id, galleryInScope)`, which answers NOT_FOUND outside the actor's scope.
 */
export const galleryInScope: InScope<string, GalleryRow> = (db, actor, id, now) =>
  findVisibleGallery(db, actor, now, id)

/** Visible but not theirs to change: FORBIDDEN (they know it exists). */
function requireEditable(actor: Actor, row: GalleryRow): void {
  if (!mayEditGallery(actor, row)) throw new AppError('FORBIDDEN')
}

/**
 * The names under each item the actor is shown (galleryItems filters the items themselves by the
 * one rule of media/media.consent.ts): a family sees only its own children's names; staff see
 * every tag.
 */
function itemsFor(
  actor: Actor,
  items: readonly ItemRow[],
  tags: Map<string, TagRow[]>,
): Array<{ item: ItemRow; children: TagRow[] }> {
  const family = new Set(actor.familyScope.childIds)
  const staff = !['GUARDIAN', 'CHILD'].includes(actor.userPermission.profileType)
  return items.map((item) => {
    const tagged = tags.get(item.id) ?? []
    return { item, children: staff ? tagged : tagged.filter((c) => family.has(c.id)) }
  })
}

function itemOf({ item, children }: { item: ItemRow; children: TagRow[] }): GalleryItem {
  return {
    id: item.id,
    type: item.type,
    fileName: item.fileName,
    mimeType: item.mimeType,
    width: item.width,
    height: item.height,
    takenAt: item.takenAt?.toISOString() ?? null,
    position: item.position,
    children: children.map((c) => ({ id: c.id, firstname: c.firstname, lastname: c.lastname })),
  }
}

async function albumOf(db: Queryable, actor: Actor, row: GalleryRow): Promise<Gallery> {
  const canEdit = mayEditGallery(actor, row)
  const items = await galleryItems(db, actor, row.id)
  const tags = await tagsOf(
    db,
    items.map((i) => i.id),
  )
  const shown = itemsFor(actor, items, tags)
  // Only those who manage an album learn whom it is shared with.
  const targets = canEdit ? await galleryTargets(db, row.id) : []
  return { ...summaryOf(actor, row), itemCount: shown.length, targets, items: shown.map(itemOf) }
}

export async function readAlbum(db: Queryable, actor: Actor, row: GalleryRow): Promise<Gallery> {
  return albumOf(db, actor, row)
}

/** The album just written, read again as its author sees it (after create and update). */
export async function rereadAlbum(db: Queryable, actor: Actor, now: Date, id: string): Promise<Gallery> {
  const row = await findVisibleGallery(db, actor, now, id)
  if (!row) throw new AppError('NOT_FOUND')
  return albumOf(db, actor, row)
}

/** The album's school: the one asked for, else the current school, and always in the actor's tree. */
function albumSchool(actor: Actor, asked: string | undefined): string {
  const schoolId = asked ?? actor.currentSchoolId ?? actor.structureTreeScope.schoolIds[0]
  if (!schoolId || !actor.structureTreeScope.schoolIds.includes(schoolId)) throw new AppError('NOT_FOUND')
  return schoolId
}

/**
 * Attaches the new files, keeps the old ones, drops the rest and sets the order. Files already in
 * the album may belong to another author (a director editing a teacher's album), so only the new
 * ones go through attachMedia, which checks that they are the actor's own uploads.
 */
async function syncItems(
  tx: Queryable,
  actor: Actor,
  now: Date,
  galleryId: string,
  mediaIds: readonly string[],
) {
  if (new Set(mediaIds).size !== mediaIds.length) throw new AppError('VALIDATION_ERROR')
  const removed = await detachMedia(tx, { kind: 'gallery', attachedId: galleryId, keepIds: mediaIds })
  const existing = await mediaRows(tx, mediaIds)
  const kept = new Set(existing.filter((m) => m.attachedId === galleryId).map((m) => m.id))
  await attachMedia(tx, actor, {
    kind: 'gallery',
    attachedId: galleryId,
    mediaIds: mediaIds.filter((id) => !kept.has(id)),
  })
  if (existing.some((m) => !albumTypes.has(m.type))) throw new AppError('RESOURCE_ATTACHMENT_NOT_SUPPORTED')
  await reorderMedia(tx, galleryId, mediaIds, now)
  return removed
}

/** Files taken out of an album are deleted with their tags (rows now, bytes after commit). */
async function deleteMediaRows(tx: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await mediaRows(tx, ids)
  await tx.delete(media).where(inArray(media.id, [...ids]))
  return rows.flatMap((r) => [r.storageKey, ...Object.values(r.variants)])
}

/** Best effort: a key left behind is only wasted space, never a leak (its row is gone). */
export async function deleteStoredObjects(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)))
}

export async function createAlbum(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: GalleryInput,
): Promise<{ id: string }> {
  const schoolId = albumSchool(actor, input.schoolId)
  const targets = await checkShareTargets(tx, actor, input.targets)
  const id = await insertGallery(tx, {
    ownerId: actor.userId,
    schoolId,
    title: input.title,
    description: input.description,
    now,
  })
  await syncItems(tx, actor, now, id, input.mediaIds)
  await checkPhotoConsent(tx, input.mediaIds, targets)
  await indexNews(tx, {
    type: 'Gallery',
    referenceId: id,
    ownerId: actor.userId,
    schoolId,
    status: initialNewsStatus(actor.userPermission),
    publishAt: now,
    searchText: `${input.title}\n${input.description}`,
    targets,
  })
  await audit(tx, actor, 'galleries.create', { galleryId: id, schoolId, mediaIds: input.mediaIds })
  return { id }
}

/**
 * Title, description, targets and items are replaced. The news row keeps its status and date:
 * an edit does not send a published album back to moderation (our choice, docs/galleries.md).
 * Returns the storage keys of removed files, to delete after the commit.
 */
export async function updateAlbum(
  tx: Queryable,
  actor: Actor,
  now: Date,
  row: GalleryRow,
  input: GalleryInput,
): Promise<string[]> {
  requireEditable(actor, row)
  const id = row.id
  if (input.schoolId && input.schoolId !== row.schoolId) throw new AppError('VALIDATION_ERROR')
  const targets = await checkShareTargets(tx, actor, input.targets)
  await tx
    .update(galleries)
    .set({ title: input.title, description: input.description, updatedAt: now })
    .where(eq(galleries.id, id))
  const removed = await syncItems(tx, actor, now, id, input.mediaIds)
  await checkPhotoConsent(tx, input.mediaIds, targets)
  const current = await findNews(tx, 'Gallery', id)
  await indexNews(tx, {
    type: 'Gallery',
    referenceId: id,
    ownerId: row.ownerId,
    schoolId: row.schoolId,
    status: current?.status ?? initialNewsStatus(actor.userPermission),
    publishAt: current?.publishAt ?? now,
    searchText: `${input.title}\n${input.description}`,
    targets,
  })
  const keys = await deleteMediaRows(tx, removed)
  await audit(tx, actor, 'galleries.update', { galleryId: id, mediaIds: input.mediaIds, removed })
  return keys
}

/** Spec 000 §7 DELETE gallery by id: the album, its files, their tags and its news item. */
export async function deleteAlbum(tx: Queryable, actor: Actor, row: GalleryRow): Promise<string[]> {
  requireEditable(actor, row)
  const id = row.id
  const removed = await detachMedia(tx, { kind: 'gallery', attachedId: id })
  const keys = await deleteMediaRows(tx, removed)
  await removeNews(tx, 'Gallery', id)
  await tx.delete(galleries).where(eq(galleries.id, id))
  await audit(tx, actor, 'galleries.delete', { galleryId: id, removed })
  return keys
}

/**
 * The album's archive: its visible items in album order, named `001-name.jpg` so the order
 * survives, dated by capture date (else the upload date).
 */
export async function albumArchive(
  db: Queryable,
  actor: Actor,
  row: GalleryRow,
): Promise<{ title: string; entries: ArchiveEntry[] }> {
  // The one rule of media/media.consent.ts, as in the album view.
  const shown = await galleryItems(db, actor, row.id)
  const [school] = await db
    .select({ timezone: schools.timezone })
    .from(schools)
    .where(eq(schools.id, row.schoolId))
  const timeZone = school?.timezone ?? 'UTC'
  const width = Math.max(3, String(shown.length).length)
  const names = uniqueNames(
    shown.map((item, index) => {
      const ext = extensionOf(item.fileName)
      const stem = safeFileName(
        ext ? item.fileName.slice(0, -ext.length) : item.fileName,
        dateName(item.takenAt ?? item.createdAt, timeZone),
      )
      return `${String(index + 1).padStart(width, '0')}-${stem}${ext}`
    }),
  )
  return {
    title: row.title,
    entries: shown.map((item, index) => ({
      name: names[index]!,
      storageKey: item.storageKey,
      mtime: item.takenAt ?? item.createdAt,
    })),
  }
}
