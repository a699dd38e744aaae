import { and, inArray, isNotNull, lt, or } from 'drizzle-orm'
import { oneTimeTokens } from '../../db/schema/index'
import type { JobDefinition } from '../../platform/jobs'
import { daysBefore, deleteAll, retentionBatch, retentionEveryMs } from '../../platform/retention'

// docs/retention.md: a one-time token (reset and sign-in links, e-mail validation, e-mail codes,
// login challenges, OIDC state) serves once; kept a few days after use or expiry so that a second
// click says "already used" rather than "unknown", then gone with the data it carries.

export const tokenRetentionJob: JobDefinition = {
  name: 'recovery.token-retention',
  everyMs: retentionEveryMs,
  run: (deps, clock) => {
    const db = deps.database.db
    const cutoff = daysBefore(clock.now(), deps.config.retention.tokenDays)
    const spent = or(
      lt(oneTimeTokens.expiresAt, cutoff),
      and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, cutoff)),
    )
    const old = db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(spent).limit(retentionBatch)
    return deleteAll(async () => {
      const rows = await db
        .delete(oneTimeTokens)
        .where(inArray(oneTimeTokens.id, old))
        .returning({ id: oneTimeTokens.id })
      return rows.length
    })
  },
}
