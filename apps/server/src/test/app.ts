import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../app'
import { readConfig } from '../config'
import type { Database } from '../db/client'
import { fixedClock } from '../platform/clock'
import type { AppDeps } from '../platform/deps'
import { memoryRateLimitStore } from '../platform/rate-limit'
import { readCacheStores, startReadCache } from '../platform/read-cache'
import { localStorage } from '../platform/storage'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { demoFixtureAccounts } from '../seed/demo-accounts'
import { freshDatabase } from './db'
import { factories, testPassword } from './factories'

export interface TestApp {
  app: FastifyInstance
  database: Database
  deps: AppDeps
  clock: ReturnType<typeof fixedClock>
  make: ReturnType<typeof factories>
  /** The local media folder of this app (a scan of what is left on disk walks it). */
  mediaRoot: string
  /** Signs in and returns the Cookie header value for later requests. */
  login(email: string, password?: string): Promise<string>
  close(): Promise<void>
}

export interface TestAppOptions {
  now?: string
  /** The read cache, on as it ships (decision 0036); off only for a test that must read through. */
  readCache?: boolean
  /**
   * The database to use instead of a fresh one: another app's, through connections of its own
   * (`openSameDatabase`), as a second server process would have. Its caller closes it.
   */
  database?: Database
  /** False: requests do not wait for `sync()` first, as on a server (the staleness test). */
  syncEachRequest?: boolean
}

/** A real app on a fresh database, driven through HTTP with inject (fastify/demo habit). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase())
  const readCache = options.readCache === false ? undefined : await startReadCache(database, readCacheStores)
  const clock = fixedClock(options.now ?? '2026-11-18T09:30:00Z')
  const mediaRoot = mkdtempSync(path.join(tmpdir(), 'nido-media-'))
  const deps: AppDeps = {
    database,
    config: readConfig({ DATA_DIR: '/tmp/nido-test', LOG_LEVEL: 'silent' }),
    clock,
    rateLimits: memoryRateLimitStore(() => clock.now().getTime()),
    // Each test app stores media in its own temporary folder.
    storage: localStorage(mediaRoot),
    secret: 'test-secret-test-secret-test-secret-0123456789',
    ...(readCache ? { readCache } : {}),
    // What server.ts gives: the fixtures sign-in accepts the demo accounts (when switched on).
    fixtureAccounts: demoFixtureAccounts(),
  }
  const app = await buildApp(deps, { jobPollMs: false, realtimeCheckMs: false })
  // The harness's one departure from the app as it ships (decision 0036): tests write to the
  // database directly and read at once, faster than a notification travels, so each request
  // first waits until this app has heard every change committed before it (`sync`). A server
  // serves such a read within the staleness window the decision measures.
  if (readCache && options.syncEachRequest !== false) app.addHook('onRequest', async () => readCache.sync())
  await app.ready()
  return {
    app,
    database,
    deps,
    clock,
    make: factories(database.db),
    mediaRoot,
    async login(email, password = testPassword) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
      })
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`)
      return cookieHeader(res)
    },
    async close() {
      await app.close()
      await readCache?.close()
      if (!options.database) await database.close()
    },
  }
}

/** The Cookie header a browser would send back after this response. */
export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
}
