import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { media } from '../../db/schema/index'
import type { AppDeps } from '../../platform/deps'
import type { JobDefinition } from '../../platform/jobs'
import { BoxTreeError, isoBmffExtensions, moveWithoutLocation } from './media.video-location'

// Decision 0018: videos completed before their recording place was removed at upload still carry
// it. This job catches up on them, a batch at a time, once across all processes (platform/jobs.ts):
// each is rewritten without its metadata boxes under a new key, the row is pointed at it, then the
// old bytes go. A signed URL handed out for the old key stops working (it would expire within two
// hours anyway). A file whose box tree cannot be walked is left as it is, marked checked, so it is
// not read again every run (docs/media.md "Videos: no recording place").

const batch = 20
const everyMs = 5 * 60_000

/** The extension of a storage key (`media/<id>/<rand>/original.mov` → `mov`). */
function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1).toLowerCase()
}

/** Checks one batch of videos and audio files never checked; returns how many. */
export async function backfillVideoLocation(deps: AppDeps, now: Date): Promise<number> {
  const db = deps.database.db
  const unchecked = and(
    eq(media.status, 'ready'),
    inArray(media.type, ['VIDEO', 'AUDIO']),
    isNull(media.locationCheckedAt),
  )
  const rows = await db
    .select({ id: media.id, storageKey: media.storageKey, size: media.size, mimeType: media.mimeType })
    .from(media)
    .where(unchecked)
    .orderBy(asc(media.id))
    .limit(batch)
  for (const row of rows) {
    const ext = extensionOf(row.storageKey)
    const markChecked = (storageKey: string) =>
      db
        .update(media)
        .set({ storageKey, locationCheckedAt: now })
        .where(and(eq(media.id, row.id), eq(media.storageKey, row.storageKey)))
        .returning({ id: media.id })
    if (!isoBmffExtensions.has(ext)) {
      await markChecked(row.storageKey)
      continue
    }
    const stored = await deps.storage.stat(row.storageKey)
    if (!stored) {
      await markChecked(row.storageKey)
      continue
    }
    const key = `media/${row.id}/${randomBytes(8).toString('hex')}/original.${ext}`
    try {
      // `copy`: the old bytes stay until the row points at the new ones.
      const rewritten = await moveWithoutLocation(
        deps.storage,
        row.storageKey,
        key,
        stored.size,
        row.mimeType,
        {
          copy: true,
        },
      )
      if (!rewritten) {
        await markChecked(row.storageKey)
        continue
      }
    } catch (error) {
      if (!(error instanceof BoxTreeError)) throw error
      await markChecked(row.storageKey)
      continue
    }
    const [moved] = await markChecked(key)
    // The row went meanwhile (deleted, or its file replaced): the new copy is nobody's.
    await deps.storage.delete(moved ? row.storageKey : key).catch(() => undefined)
  }
  return rows.length
}

export const locationBackfillJob: JobDefinition = {
  name: 'media.location-backfill',
  everyMs,
  run: async (deps, clock) => {
    await backfillVideoLocation(deps, clock.now())
  },
}
