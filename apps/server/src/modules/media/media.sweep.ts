import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { AppDeps } from '../../platform/deps'
import type { JobDefinition } from '../../platform/jobs'
import { media, mediaUploads } from '../../db/schema/index'

// Uploads that were started and never completed (a closed tab, a lost connection) leave a pending
// media row, perhaps bytes under its upload key, and on S3 an open multipart upload whose parts are
// billed. Once nobody can finish them any more (their signed URLs live an hour, a multipart upload
// a day), this sweep removes all three. Files that completed and that nothing holds (never
// attached, or detached: an avatar replaced, an attachment removed, an album moderated away) go
// too once a grace period has passed since they last changed: they count against the owner's quota
// and nobody but the owner could ever see them (docs/media.md "Known limits").

/** Older than this, a pending upload cannot be completed any more (multipart uploads live a day). */
export const abandonedAfterMs = 2 * 24 * 60 * 60_000
/** Our choice: a week to attach a completed upload (an album prepared over a long week-end). */
export const unattachedGraceMs = 7 * 24 * 60 * 60_000
const sweepEveryMs = 60 * 60_000
const batch = 100

/** Removes one batch of abandoned uploads; returns how many. */
export async function sweepAbandonedUploads(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db
  const cutoff = new Date(now.getTime() - abandonedAfterMs)
  const rows = await db
    .select({ id: media.id, storageKey: media.storageKey, uploadId: mediaUploads.storageUploadId })
    .from(media)
    .leftJoin(mediaUploads, eq(mediaUploads.mediaId, media.id))
    .where(and(eq(media.status, 'pending'), lt(media.createdAt, cutoff)))
    .orderBy(asc(media.createdAt))
    .limit(batch)
  for (const row of rows) {
    // Bytes first: a row left behind by a failure is swept again next time; bytes without a row
    // would be found by nobody.
    if (row.uploadId) await deps.storage.abortMultipart(row.storageKey, row.uploadId).catch(() => undefined)
    await deps.storage.delete(row.storageKey).catch(() => undefined)
    await db.delete(media).where(and(eq(media.id, row.id), eq(media.status, 'pending')))
  }
  return rows.length
}

/**
 * Removes one batch of completed files that nothing holds since the grace period; returns how
 * many. The row goes first, and only while it is still unattached (an owner attaching it at that
 * moment keeps it); then its bytes, best effort.
 */
export async function sweepUnattachedFiles(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db
  const cutoff = new Date(now.getTime() - unattachedGraceMs)
  const unattached = and(eq(media.status, 'ready'), isNull(media.attachedId), lt(media.updatedAt, cutoff))
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(unattached)
    .orderBy(asc(media.updatedAt))
    .limit(batch)
  if (rows.length === 0) return 0
  const removed = await db
    .delete(media)
    .where(
      and(
        inArray(
          media.id,
          rows.map((r) => r.id),
        ),
        unattached,
      ),
    )
    .returning({ storageKey: media.storageKey, variants: media.variants })
  const keys = removed.flatMap((r) => [r.storageKey, ...Object.values(r.variants)])
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)))
  return removed.length
}

/** Every hour, once across all processes (platform/jobs.ts). */
export const uploadSweepJob: JobDefinition = {
  name: 'media.upload-sweep',
  everyMs: sweepEveryMs,
  run: async (deps, clock) => {
    await sweepAbandonedUploads(deps, clock.now())
    await sweepUnattachedFiles(deps, clock.now())
  },
}
