import { inArray, lt, sql } from 'drizzle-orm'
import { outboxSms } from '../../db/schema/index'
import type { JobDefinition } from '../../platform/jobs'
import { daysBefore, deleteAll, retentionBatch, retentionEveryMs } from '../../platform/retention'

// docs/retention.md: an SMS body holds a child key and a phone number. Once sent, or since its last
// attempt when never sent (no SMS provider: the outbox is where it stays, ARCHITECTURE §1), it
// goes after the outbox period, as mails do (platform/retention.ts).

export const smsRetentionJob: JobDefinition = {
  name: 'invitations.sms-retention',
  everyMs: retentionEveryMs,
  run: (deps, clock) => {
    const db = deps.database.db
    const cutoff = daysBefore(clock.now(), deps.config.retention.outboxDays)
    const old = db
      .select({ id: outboxSms.id })
      .from(outboxSms)
      .where(lt(sql`coalesce(${outboxSms.sentAt}, ${outboxSms.updatedAt})`, cutoff))
      .limit(retentionBatch)
    return deleteAll(async () => {
      const rows = await db
        .delete(outboxSms)
        .where(inArray(outboxSms.id, old))
        .returning({ id: outboxSms.id })
      return rows.length
    })
  },
}
