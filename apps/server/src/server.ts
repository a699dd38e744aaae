import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { readConfig } from './config'
import { openDatabase } from './db/client'
import { systemClock } from './platform/clock'
import { memoryRateLimitStore, redisRateLimitStore } from './platform/rate-limit'
import { loadSecret } from './platform/secret'
import { loadVapidKeys } from './platform/vapid'
import { answerBackupRequests } from './platform/backup-signal'
import { openStorage } from './platform/storage-driver'
import { readCacheStores, startReadCache } from './platform/read-cache'
import { isDatabaseEmpty, seedDemo } from './seed/demo'
import { demoAccountsTable, demoFixtureAccounts } from './seed/demo-accounts'
import { issueSetupToken, setupUrl } from './modules/setup/index'
import { seedRateTables } from './modules/rate-tables/index'

// Read config, open the database, migrate, seed the demo when empty, build the app, listen,
// and close gracefully on SIGINT/SIGTERM.
const config = readConfig()
mkdirSync(config.dataDir, { recursive: true })
// Web Push's key pair, made now on a first start without VAPID_* (docs/notifications-push.md).
loadVapidKeys(config)
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, pool: config.databasePoolSize }
    : { dataDir: path.join(config.dataDir, 'db') },
)
await database.migrate()
// docs/manager-pricing.md "Tables": the national rate tables' research rows, each written once.
await seedRateTables(database.db)

const redis = config.redisUrl
  ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
  : undefined
// Decision 0007: after the migrations, so the change triggers cover every table.
const readCache = config.readCache ? await startReadCache(database, readCacheStores) : undefined
const deps = {
  database,
  ...(readCache ? { readCache } : {}),
  config,
  clock: systemClock,
  rateLimits: redis ? redisRateLimitStore(redis) : memoryRateLimitStore(() => systemClock.now().getTime()),
  storage: openStorage(config),
  secret: loadSecret(config.sessionSecret, config.dataDir),
  ...(redis ? { redis } : {}),
  // The fixtures sign-in (ENABLE_FIXTURES_LOGIN, spec 001 §7) offers the demo accounts.
  fixtureAccounts: demoFixtureAccounts(),
}

if (config.seedDemo === 'auto' && (await isDatabaseEmpty(database.db))) {
  console.log('Empty database: seeding the demo group…')
  await seedDemo(database.db, systemClock.now(), { storage: deps.storage, publicUrl: config.publicUrl })
}
// docs/deploy.md "Installing for your organisation": without the demo, an empty database gets a
// one-time setup link, printed and logged below once the server listens.
const setupToken =
  config.seedDemo === 'never' ? await issueSetupToken(database.db, systemClock.now()) : undefined
// PGlite has no autovacuum: without statistics its planner would scan whole tables.
if (database.kind === 'pglite') await database.db.execute(sql`analyze`)

const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url))
const app = await buildApp(deps, { logger: { level: config.logLevel }, webDist })
// Listening makes the app ready, which starts its jobs (mail delivery among them, app.ts).
await app.listen({ port: config.port, host: config.host })

// docs/backup.md: `npm run backup` asks this process for a copy of the embedded database.
const stopAnswering = await answerBackupRequests(database, config, systemClock)

// docs/deploy.md "Start-up time": from the process's start, what a first start costs.
const readyIn = (performance.now() / 1000).toFixed(1)
console.log(
  `\nNido is running on http://localhost:${config.port} (${database.kind}, ready in ${readyIn} s)\n`,
)
if (config.seedDemo === 'auto') console.log(demoAccountsTable() + '\n')
if (setupToken) {
  const link = setupUrl(config.publicUrl, setupToken)
  console.log(`This install has no organisation yet. Set it up, once, at:\n\n  ${link}\n`)
  app.log.warn({ setupUrl: link }, 'setup link of a new install: valid until used')
}

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    void (async () => {
      await app.close()
      await stopAnswering()
      await readCache?.close()
      await database.close()
      redis?.disconnect()
      process.exit(0)
    })()
  })
}
