import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '@nido/server/src/app'
import { readConfig } from '@nido/server/src/config'
import type { Database } from '@nido/server/src/db/client'
import { systemClock } from '@nido/server/src/platform/clock'
import type { AppDeps } from '@nido/server/src/platform/deps'
import { memoryRateLimitStore } from '@nido/server/src/platform/rate-limit'
import { readCacheStores, startReadCache, type ReadCache } from '@nido/server/src/platform/read-cache'
import { localStorage } from '@nido/server/src/platform/storage'
import { rowsOf } from './database'

// The real app, built as server.ts builds it, plus two bench-only routes on the SAME Fastify
// instance and the SAME database pool, so that (a) and (b) measure exactly the framework and the
// one-query floor that (c) and (d) stand on.

export interface BenchServer {
  app: FastifyInstance
  baseUrl: string
  /** What the app was built with (the bench opens sessions with the server's own code). */
  deps: AppDeps
  /** The read cache, as server.ts keeps it (READ_CACHE=off in the environment to measure without). */
  readCache: ReadCache | undefined
  close(): Promise<void>
}

export async function startBenchServer(database: Database, floorUserId: string): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nido-bench-data-'))
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    READ_CACHE: process.env.READ_CACHE ?? 'on',
  })
  const readCache = config.readCache ? await startReadCache(database, readCacheStores) : undefined
  const deps: AppDeps = {
    database,
    config,
    ...(readCache ? { readCache } : {}),
    clock: systemClock,
    rateLimits: memoryRateLimitStore(() => systemClock.now().getTime()),
    storage: localStorage(path.join(dataDir, 'media')),
    secret: randomBytes(32).toString('hex'),
  }
  const app = await buildApp(deps)
  app.get('/bench/bare', async () => ({ ok: true }))
  app.get('/bench/pk', async () => {
    const result = await database.db.execute(sql`select id, firstname from users where id = ${floorUserId}`)
    const row = rowsOf<{ id: string; firstname: string }>(result)[0]
    if (!row) throw new Error('the floor user is gone')
    return row
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    deps,
    readCache,
    async close() {
      await app.close()
      await readCache?.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Signs in through the real endpoint and returns the Cookie header a browser would send back. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';', 1)[0])
    .join('; ')
}
