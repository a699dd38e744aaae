import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import { jobs } from '../db/schema/index'
import type { Clock } from './clock'
import type { AppDeps } from './deps'

// ARCHITECTURE §2: background work runs through this runner, once across all processes
// (decision record 0011; docs/modules.md "Module definitions and jobs"). Each scheduled job has a
// row in `jobs`. A process claims a due tick with one UPDATE over a row picked FOR UPDATE SKIP
// LOCKED, which moves `next_run_at` to the next tick and holds the row (`locked_until`) while the
// job runs: a second process finds nothing due, and a process that dies mid-run lets the row go
// when its lease ends. A failed run is recorded (`attempts`, `last_error`) and tried again after a
// growing wait. Times are the app's clock (STYLE habit 6), so tests move them.

export interface JobDefinition {
  /** Unique in the app, `<module>.<what>`; the key of its row in `jobs`. */
  name: string
  /** Runs once every this long, across all processes. */
  everyMs: number
  /** One run; a rejection is a failure, recorded and retried after `backoffMs`. */
  run: (deps: AppDeps, clock: Clock) => Promise<unknown>
  /** Wait before the next try after `failures` consecutive failures (default `defaultBackoffMs`). */
  backoffMs?: (failures: number) => number
  /** How long a run may hold the job before another process may take it (default 15 min). */
  leaseMs?: number
}

/** 30 s, 1 min, 2 min… doubling up to an hour. */
export const defaultBackoffMs = (failures: number): number =>
  Math.min(30_000 * 2 ** Math.max(failures - 1, 0), 3_600_000)
const defaultLeaseMs = 15 * 60_000
/** How often a process looks for due jobs. */
export const defaultPollMs = 1000
/** A run longer than this is logged as slow. */
const slowJobMs = 1000

export interface JobRunner {
  /** Claims and runs every due job no other process holds; resolves once they have finished. */
  runDue(): Promise<string[]>
  /** Looks for due jobs every `pollMs` until closed. */
  start(pollMs?: number): void
  /** Stops looking and waits for the runs under way; nothing runs afterwards. */
  close(): Promise<void>
}

export interface JobLog {
  warn: (msg: string) => void
  error: (msg: string) => void
}

export function createJobRunner(
  deps: AppDeps,
  definitions: JobDefinition[],
  log: JobLog = console,
): JobRunner {
  const byName = new Map<string, JobDefinition>()
  for (const job of definitions) {
    if (byName.has(job.name)) throw new Error(`Two jobs are named ${job.name}`)
    if (!(job.everyMs > 0)) throw new Error(`Job ${job.name} needs a positive everyMs`)
    byName.set(job.name, job)
  }
  const names = [...byName.keys()]
  const db = deps.database.db
  const clock = deps.clock
  const running = new Map<string, Promise<void>>()
  let closed = false
  let timer: NodeJS.Timeout | undefined
  let polling: Promise<unknown> | undefined
  let rows: Promise<void> | undefined

  // A job seen for the first time is due at once; an existing row keeps its schedule.
  const ensureRows = () =>
    (rows ??= (async () => {
      if (names.length === 0) return
      const now = clock.now()
      await db
        .insert(jobs)
        .values(names.map((name) => ({ name, nextRunAt: now })))
        .onConflictDoNothing({ target: jobs.name })
    })().catch((error: unknown) => {
      rows = undefined
      throw error
    }))

  /** The job's consecutive failures so far if this process got the tick, else undefined. */
  async function claim(job: JobDefinition, now: Date): Promise<number | undefined> {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.name, job.name),
          lte(jobs.nextRunAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
      .for('update', { skipLocked: true })
    const claimed = await db
      .update(jobs)
      .set({
        nextRunAt: new Date(now.getTime() + job.everyMs),
        lockedUntil: new Date(now.getTime() + (job.leaseMs ?? defaultLeaseMs)),
        startedAt: now,
      })
      .where(inArray(jobs.id, due))
      .returning({ attempts: jobs.attempts })
    return claimed[0]?.attempts
  }

  async function execute(job: JobDefinition, failuresBefore: number): Promise<void> {
    const started = performance.now()
    try {
      await job.run(deps, clock)
      const tookMs = Math.round(performance.now() - started)
      // A run this long holds the embedded database from the requests: worth seeing in the log.
      if (tookMs > slowJobMs) log.warn(`job ${job.name} took ${tookMs} ms`)
      await db
        .update(jobs)
        .set({ attempts: 0, lockedUntil: null, finishedAt: clock.now() })
        .where(eq(jobs.name, job.name))
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000)
      const now = clock.now()
      const failures = failuresBefore + 1
      const wait = (job.backoffMs ?? defaultBackoffMs)(failures)
      // The retry replaces the tick the claim planned: sooner for a rare job, later for a frequent
      // one (a mail server that is down is not asked every two seconds).
      await db
        .update(jobs)
        .set({
          attempts: failures,
          lastError: message,
          lastFailedAt: now,
          lockedUntil: null,
          nextRunAt: new Date(now.getTime() + wait),
        })
        .where(eq(jobs.name, job.name))
      log.warn(`job ${job.name} failed (attempt ${failures}, next try in ${wait} ms): ${message}`)
    }
  }

  /** Claims the due jobs and starts them; resolves once they have started, with their runs. */
  async function startDue(): Promise<Map<string, Promise<void>>> {
    const started = new Map<string, Promise<void>>()
    if (closed || names.length === 0) return started
    await ensureRows()
    const now = clock.now()
    const due = await db
      .select({ name: jobs.name })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          lte(jobs.nextRunAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      )
    for (const { name } of due) {
      const job = byName.get(name)
      if (!job || running.has(name) || closed) continue
      const failures = await claim(job, now)
      if (failures === undefined) continue
      const run = execute(job, failures)
        .catch((error: unknown) => log.error(`job ${name} could not record its run: ${String(error)}`))
        .finally(() => running.delete(name))
      running.set(name, run)
      started.set(name, run)
    }
    return started
  }

  async function runDue(): Promise<string[]> {
    const started = await startDue()
    await Promise.all(started.values())
    return [...started.keys()]
  }

  function schedule(pollMs: number) {
    if (closed) return
    timer = setTimeout(() => {
      // Jobs run beside the poll: a long sweep does not hold back the mail.
      polling = startDue()
        .catch((error: unknown) => log.error(`job poll failed: ${String(error)}`))
        .finally(() => {
          polling = undefined
          schedule(pollMs)
        })
    }, pollMs)
    timer.unref()
  }

  return {
    runDue,
    start(pollMs = defaultPollMs) {
      if (timer || closed) return
      schedule(pollMs)
    },
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await polling
      await Promise.all(running.values())
    },
  }
}
