import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { readConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { jobs } from '../db/schema/index'
import type { ModuleDefinition } from '../modules/module'
import { createTestApp, type TestApp } from '../test/app'
import { createClusterDatabase, sleep, type ClusterDatabase } from '../test/cluster'
import { fixedClock } from './clock'
import type { AppDeps } from './deps'
import type { JobDefinition } from './jobs'
import { memoryRateLimitStore } from './rate-limit'
import { localStorage } from './storage'

// Decision record 0011: scheduled work runs once per tick across processes, a failure is recorded
// and retried after a growing wait, and nothing runs once the app is closed.

const minute = 60_000

/** A module holding only `job`, as a test wires it into an app. */
const moduleOf = (job: JobDefinition): ModuleDefinition => ({ name: 'jobs-test', jobs: [job] })

async function rowOf(db: Database['db'], name: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.name, name))
  return row!
}

/** Polls `check` until it holds or `timeoutMs` passes. */
async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await sleep(10)
  }
}

describe('job runner (platform/jobs.ts, decision record 0011)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:00:00Z' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('records a failed run and tries again after 30 s, then 1 min; a success resets the count', async () => {
    let calls = 0
    const job: JobDefinition = {
      name: 'test.flaky',
      everyMs: 10 * minute,
      run: async () => {
        calls++
        if (calls <= 2) throw new Error(`boom ${calls}`)
      },
    }
    const app = await buildApp(t.deps, { modules: [moduleOf(job)], jobPollMs: false })
    try {
      const start = t.clock.now()
      expect(await app.jobs.runDue()).toEqual(['test.flaky'])
      let row = await rowOf(t.database.db, 'test.flaky')
      expect(row).toMatchObject({ attempts: 1, lastError: 'boom 1', lastFailedAt: start, lockedUntil: null })
      expect(row.nextRunAt.getTime() - start.getTime()).toBe(30_000)

      // Not before the back-off has passed.
      expect(await app.jobs.runDue()).toEqual([])
      t.clock.advance(29_000)
      expect(await app.jobs.runDue()).toEqual([])
      t.clock.advance(1000)
      expect(await app.jobs.runDue()).toEqual(['test.flaky'])
      row = await rowOf(t.database.db, 'test.flaky')
      expect(row).toMatchObject({ attempts: 2, lastError: 'boom 2' })
      expect(row.nextRunAt.getTime() - t.clock.now().getTime()).toBe(minute)

      t.clock.advance(minute)
      expect(await app.jobs.runDue()).toEqual(['test.flaky'])
      row = await rowOf(t.database.db, 'test.flaky')
      // The last failure stays on record; the schedule is the regular one again.
      expect(row).toMatchObject({ attempts: 0, lastError: 'boom 2', finishedAt: t.clock.now() })
      expect(row.nextRunAt.getTime() - t.clock.now().getTime()).toBe(10 * minute)
      expect(calls).toBe(3)
    } finally {
      await app.close()
    }
  })

  it('runs on its own once the app is ready, waits for a run under way on close, and never runs after', async () => {
    let runs = 0
    let finished = 0
    const job: JobDefinition = {
      name: 'test.after-close',
      everyMs: minute,
      run: async () => {
        runs++
        await sleep(100)
        finished++
      },
    }
    const app = await buildApp(t.deps, { modules: [moduleOf(job)], jobPollMs: 10 })
    await app.ready()
    await until(() => runs === 1)
    await app.close()
    // close() waited for the run under way.
    expect(finished).toBe(1)
    t.clock.advance(minute)
    await sleep(200)
    expect(await app.jobs.runDue()).toEqual([])
    expect(runs).toBe(1)
    expect((await rowOf(t.database.db, 'test.after-close')).lockedUntil).toBeNull()
  })
})

// Two apps on one PostgreSQL database stand for two server processes: each has its own pool of
// connections, so their claims race in the database as two processes' would. PGlite is one
// in-process database and cannot be shared, hence the skip.
const adminUrl = process.env.TEST_DATABASE_URL
const title = 'job runner across two app instances on one PostgreSQL database'
describe.skipIf(!adminUrl)(
  adminUrl ? title : `${title} — skipped: set TEST_DATABASE_URL to run it (PGlite cannot be shared)`,
  () => {
    let cluster: ClusterDatabase
    const databases: Database[] = []
    const apps: FastifyInstance[] = []
    const clock = fixedClock('2026-11-18T09:00:00Z')
    const ranBy: string[] = []
    const job: JobDefinition = {
      name: 'test.every-minute',
      everyMs: minute,
      // Long enough that both apps poll while it runs.
      run: async (deps) => {
        ranBy.push(deps.config.dataDir)
        await sleep(30)
      },
    }

    beforeAll(async () => {
      cluster = await createClusterDatabase(adminUrl!, 'nido_jobs')
      for (const name of ['a', 'b']) {
        const database = await openDatabase({ url: cluster.url, pool: 4 })
        databases.push(database)
        const deps: AppDeps = {
          database,
          config: readConfig({ DATA_DIR: `/tmp/nido-jobs-${name}`, LOG_LEVEL: 'silent' }),
          clock,
          rateLimits: memoryRateLimitStore(() => clock.now().getTime()),
          storage: localStorage(mkdtempSync(path.join(tmpdir(), 'nido-media-'))),
          secret: 'test-secret-test-secret-test-secret-0123456789',
        }
        apps.push(await buildApp(deps, { modules: [moduleOf(job)], jobPollMs: 5 }))
      }
      await Promise.all(apps.map((app) => app.ready()))
    }, 120_000)
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()))
      await Promise.all(databases.map((d) => d.close()))
      await cluster?.drop()
    })

    it('runs a scheduled job once per tick, whichever app claims it', async () => {
      await until(() => ranBy.length === 1)
      for (let tick = 2; tick <= 6; tick++) {
        clock.advance(minute)
        await until(() => ranBy.length >= tick)
        // Both apps keep polling every 5 ms: a second run of the tick would show by now.
        await sleep(150)
        expect(ranBy).toHaveLength(tick)
      }
      // Asked at once, many times, by both: one of the calls gets the tick.
      clock.advance(minute)
      const answers = await Promise.all([0, 1, 2, 3].map((i) => apps[i % 2]!.jobs.runDue()))
      await until(() => ranBy.length >= 7)
      await sleep(150)
      expect(answers.flat().length).toBeLessThanOrEqual(1)
      expect(ranBy).toHaveLength(7)
    })
  },
)
