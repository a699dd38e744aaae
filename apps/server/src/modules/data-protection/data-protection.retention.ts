import { and, eq, inArray, lt } from 'drizzle-orm'
import { media } from '../../db/schema/index'
import type { JobDefinition } from '../../platform/jobs'
import { daysBefore, deleteAll, retentionBatch, retentionEveryMs } from '../../platform/retention'

// docs/retention.md: an export is a full copy of a person's data; it is there to be downloaded,
// not kept. After the export period its row goes first, then its bytes (a failed delete leaves an
// orphan file nobody can reach, never a row pointing at nothing).

export const exportRetentionJob: JobDefinition = {
  name: 'data-protection.export-retention',
  everyMs: retentionEveryMs,
  run: (deps, clock) => {
    const db = deps.database.db
    const cutoff = daysBefore(clock.now(), deps.config.retention.exportDays)
    const old = db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.kind, 'data-protection-export'), lt(media.createdAt, cutoff)))
      .limit(retentionBatch)
    return deleteAll(async () => {
      const rows = await db
        .delete(media)
        .where(inArray(media.id, old))
        .returning({ storageKey: media.storageKey, variants: media.variants })
      const keys = rows.flatMap((r) => [r.storageKey, ...Object.values(r.variants)])
      await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)))
      return rows.length
    })
  },
}
