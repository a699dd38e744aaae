import { inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Config } from '../config'
import { auditLog, outboxMails } from '../db/schema/index'
import type { JobDefinition } from './jobs'

// docs/retention.md: nothing is kept longer than it serves. Each table that holds personal data
// past its use has a clean-up job beside the code that owns it (decision record 0011, run by
// platform/jobs.ts); the periods are configuration (config.ts `retention`, README). This file holds
// what they share, and the jobs of the platform's own tables: the mail outbox and the audit log.

const dayMs = 24 * 60 * 60_000
/** Rows deleted per statement: short statements, so a large backlog never holds locks for long. */
export const retentionBatch = 1000
/** Every clean-up runs hourly: a row outlives its period by an hour at most. */
export const retentionEveryMs = 60 * 60_000

/** The instant `days` days before `now`: rows whose time is before it have served their period. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * dayMs)
}

/** Runs `deleteBatch` (which deletes at most `retentionBatch` rows) until a batch comes back short. */
export async function deleteAll(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0
  for (;;) {
    const deleted = await deleteBatch()
    total += deleted
    if (deleted < retentionBatch) return total
  }
}

/**
 * A clean-up job: every hour, rows of `table` that `served` says have served `days` days ago go,
 * a batch at a time. The jobs of the modules and of the platform are all this shape.
 */
export function retentionJob(spec: {
  name: string
  table: PgTable & { id: AnyPgColumn }
  days: (retention: Config['retention']) => number
  served: (cutoff: Date) => SQL | undefined
}): JobDefinition {
  const { table } = spec
  return {
    name: spec.name,
    everyMs: retentionEveryMs,
    run: (deps, clock) => {
      const db = deps.database.db
      const cutoff = daysBefore(clock.now(), spec.days(deps.config.retention))
      const old = db.select({ id: table.id }).from(table).where(spec.served(cutoff)).limit(retentionBatch)
      return deleteAll(async () => {
        const rows = await db.delete(table).where(inArray(table.id, old)).returning({ id: table.id })
        return rows.length
      })
    },
  }
}

/**
 * Outbox mails once sent, or since their last attempt when never sent (without SMTP_URL the
 * outbox is where mail stays, docs/mail-and-recovery.md): their bodies hold names, sign-in links
 * and codes.
 */
export const outboxMailRetentionJob = retentionJob({
  name: 'mail.outbox-retention',
  table: outboxMails,
  days: (r) => r.outboxDays,
  served: (cutoff) => lt(sql`coalesce(${outboxMails.sentAt}, ${outboxMails.updatedAt})`, cutoff),
})

/**
 * Audit rows past the period (a year by default: CNIL's recommendation on access logs, 6 months to
 * a year, docs/retention.md). They hold ids only, never names (docs/retention.md).
 */
export const auditRetentionJob = retentionJob({
  name: 'audit.retention',
  table: auditLog,
  days: (r) => r.auditDays,
  served: (cutoff) => lt(auditLog.createdAt, cutoff),
})

/** The platform's clean-ups, in the data-protection module's jobs (docs/retention.md). */
export const platformRetentionJobs: JobDefinition[] = [outboxMailRetentionJob, auditRetentionJob]
