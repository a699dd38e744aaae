import { inArray, isNotNull, lt, and, or } from 'drizzle-orm'
import { sessions } from '../../db/schema/index'
import type { JobDefinition } from '../../platform/jobs'
import { daysBefore, deleteAll, retentionBatch, retentionEveryMs } from '../../platform/retention'

// docs/retention.md: a session that ended (expired, or revoked by a sign-out, a password change,
// an erasure) is kept a while for the "where am I signed in" history and investigations, then
// goes with its IP address and browser string.

export const sessionRetentionJob: JobDefinition = {
  name: 'auth.session-retention',
  everyMs: retentionEveryMs,
  run: (deps, clock) => {
    const db = deps.database.db
    const cutoff = daysBefore(clock.now(), deps.config.retention.sessionDays)
    const ended = or(
      lt(sessions.expiresAt, cutoff),
      and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)),
    )
    const old = db.select({ id: sessions.id }).from(sessions).where(ended).limit(retentionBatch)
    return deleteAll(async () => {
      const rows = await db.delete(sessions).where(inArray(sessions.id, old)).returning({ id: sessions.id })
      return rows.length
    })
  },
}
