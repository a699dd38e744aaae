import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { MediaKind } from '@nido/domain/enums/media'
import type { MediaSummary } from '@nido/domain/contracts/media'
import type { Queryable } from '../../db/client'
import { media } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'

// The modules that hold files (posts, galleries, folders, postal cards…) attach
// uploaded media to their own rows with these three functions, inside their own transaction. The
// calling service audits its write (STYLE habit 7); these only move media rows.

export interface AttachInput {
  /** In display order: the first id gets position 0. */
  mediaIds: readonly string[]
  kind: MediaKind
  /** The row of `kind` the files now belong to (a post id, a gallery id…). */
  attachedId: string
}

/**
 * Attaches the actor's own uploaded files to `attachedId`, in the order given. Every id must be
 * a file the actor uploaded, completely (`ready`), for this kind, and not attached to another row;
 * otherwise NOT_FOUND, so that nobody can take over another user's upload by guessing its id.
 * Re-attaching a file already attached to the same row only updates its position.
 */
export async function attachMedia(
  tx: Queryable,
  actor: Pick<Actor, 'userId'>,
  { mediaIds, kind, attachedId }: AttachInput,
): Promise<void> {
  if (mediaIds.length === 0) return
  const unique = [...new Set(mediaIds)]
  if (unique.length !== mediaIds.length) throw new AppError('VALIDATION_ERROR')
  const rows = await tx
    .select({ id: media.id, attachedId: media.attachedId })
    .from(media)
    .where(
      and(
        inArray(media.id, unique),
        eq(media.ownerId, actor.userId),
        eq(media.kind, kind),
        eq(media.status, 'ready'),
      ),
    )
    .for('update')
  const usable = rows.filter((r) => r.attachedId === null || r.attachedId === attachedId)
  if (usable.length !== unique.length) throw new AppError('NOT_FOUND')
  // One statement per file: a handful of attachments per post, and each needs its own position.
  for (const [position, id] of unique.entries()) {
    await tx.update(media).set({ attachedId, position }).where(eq(media.id, id))
  }
}

export interface DetachInput {
  kind: MediaKind
  attachedId: string
  /** Files to keep attached (an edit that keeps some attachments); every other one is detached. */
  keepIds?: readonly string[]
}

/**
 * Detaches the files of `attachedId` that are not in `keepIds` (all of them when it is empty,
 * e.g. when the row is deleted) and returns their ids. A detached file becomes unattached again:
 * readable by its owner only (media.visibility.ts), and the owner may attach it elsewhere.
 */
export async function detachMedia(
  tx: Queryable,
  { kind, attachedId, keepIds = [] }: DetachInput,
): Promise<string[]> {
  const rows = await tx
    .update(media)
    .set({ attachedId: null, position: 0 })
    .where(
      and(
        eq(media.kind, kind),
        eq(media.attachedId, attachedId),
        keepIds.length > 0 ? notInArray(media.id, [...keepIds]) : undefined,
      ),
    )
    .returning({ id: media.id })
  return rows.map((r) => r.id)
}

/**
 * The public description of files, by id, in one query (no N+1): what a post, an album or a
 * folder shows next to its attachments. Ids that do not exist or are not ready are left out;
 * the caller has already decided the reader may see the row they are attached to.
 */
export async function mediaSummaries(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, MediaSummary>> {
  const found = new Map<string, MediaSummary>()
  const unique = [...new Set(ids)]
  if (unique.length === 0) return found
  const rows = await db
    .select({
      id: media.id,
      type: media.type,
      fileName: media.fileName,
      mimeType: media.mimeType,
      width: media.width,
      height: media.height,
      takenAt: media.takenAt,
    })
    .from(media)
    .where(and(inArray(media.id, unique), eq(media.status, 'ready')))
  for (const row of rows) found.set(row.id, { ...row, takenAt: row.takenAt?.toISOString() ?? null })
  return found
}

/** The ready files attached to rows of `kind`, in position order, grouped by row: one query. */
export async function attachedMediaIds(
  db: Queryable,
  kind: MediaKind,
  attachedIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byRow = new Map<string, string[]>()
  if (attachedIds.length === 0) return byRow
  const rows = await db
    .select({ id: media.id, attachedId: media.attachedId })
    .from(media)
    .where(
      and(
        eq(media.kind, kind),
        inArray(media.attachedId, [...new Set(attachedIds)]),
        eq(media.status, 'ready'),
      ),
    )
    .orderBy(media.attachedId, media.position)
  for (const row of rows) {
    if (!row.attachedId) continue
    const list = byRow.get(row.attachedId) ?? []
    list.push(row.id)
    byRow.set(row.attachedId, list)
  }
  return byRow
}
