import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'

/**
 * One row per scheduled job of the app (platform/jobs.ts, decision record 0011): when it may run
 * next, who holds it while it runs, and how its last runs went. Every process of a deployment
 * shares it, so a tick is claimed by one process only.
 */
export const jobs = pgTable('jobs', {
  id: id(),
  /** The job's name in its definition (`chat.mail-digest`); one row each. */
  name: text().notNull().unique(),
  /** The tick it may run at; moved forward by the process that claims the tick. */
  nextRunAt: timestamp({ withTimezone: true }).notNull(),
  /** Held by a running process until then; a process that dies mid-run lets it go at this time. */
  lockedUntil: timestamp({ withTimezone: true }),
  /** Consecutive failed runs; 0 after a success. The back-off grows with it. */
  attempts: integer().notNull().default(0),
  lastError: text(),
  lastFailedAt: timestamp({ withTimezone: true }),
  startedAt: timestamp({ withTimezone: true }),
  /** The end of the last successful run. */
  finishedAt: timestamp({ withTimezone: true }),
  ...timestamps,
})
