import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { readConfig, type Config } from '../config'
import { openDatabase, type Database } from '../db/client'
import { groups, schools, users } from '../db/schema/index'
import { afterRestore, type ReapplyReport } from '../modules/data-protection/index'
import { cookieHeader } from '../test/app'
import { adminUrl, databaseUrlFor, templateDatabaseName, withAdminClient } from '../test/db'
import { factories, testPassword } from '../test/factories'
import { fixedClock } from './clock'
import type { AppDeps } from './deps'
import { memoryRateLimitStore } from './rate-limit'
import { loadSecret } from './secret'
import { openStorage } from './storage-driver'
import { restoreInstall, takeBackup } from './backup'

// docs/backup.md: an embedded (PGlite) install is copied while its server writes, the copy is
// restored into a fresh DATA_DIR, and the erasures made after the copy are made again.

const clock = fixedClock('2026-11-18T09:30:00Z')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function install(config: Config) {
  mkdirSync(config.dataDir, { recursive: true })
  const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') })
  await database.migrate()
  const deps: AppDeps = {
    database,
    config,
    clock,
    rateLimits: memoryRateLimitStore(() => clock.now().getTime()),
    storage: openStorage(config),
    secret: loadSecret(undefined, config.dataDir),
  }
  const app = await buildApp(deps, { jobPollMs: false, realtimeCheckMs: false })
  await app.ready()
  return { database, deps, app }
}

describe('backup and restore of an embedded install (docs/backup.md)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nido-backup-'))
  const configOf = (name: string) =>
    readConfig({
      DATA_DIR: path.join(root, name),
      LOG_LEVEL: 'silent',
      ERASURE_LOG: path.join(root, 'erasures.jsonl'),
    })
  const live = configOf('live')
  const fresh = configOf('restored')
  const backupDir = path.join(root, 'backup')
  let committedBefore = 0
  let committedAfter = 0
  let erasedId = ''
  let keptId = ''
  let stayingCookie = ''
  let report: ReapplyReport & { sessionsEnded: number }
  let restored: { database: Database; app: FastifyInstance }

  beforeAll(async () => {
    const { database, deps, app } = await install(live)
    const db = database.db
    const make = factories(db)
    await deps.storage.put('test/photo.jpg', Buffer.from('photo bytes'), 'image/jpeg')
    const world = await make.world()
    const director = await make.staff('DIRECTOR', { schoolId: world.schoolId })
    const child = await make.child(world.sectionIds[0])
    const leaving = await make.guardianOf([child.id])
    const staying = await make.guardianOf([child.id])
    erasedId = leaving.id
    keptId = staying.id
    const login = async (email: string) =>
      cookieHeader(
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email, password: testPassword },
        }),
      )
    // Signed in before the copy, signed out after it.
    stayingCookie = await login(staying.email!)

    // The server writes all along: each transaction a group and its school, so a copy that
    // caught half of one would show a group without a school.
    let stop = false
    let committed = 0
    let failed: Error | undefined
    const until = async (count: number) => {
      while (committed < count) {
        if (failed) throw failed
        await sleep(2)
      }
    }
    const writer = (async () => {
      while (!stop) {
        await db.transaction(async (tx) => {
          const [group] = await tx
            .insert(groups)
            .values({ name: `Busy ${committed}` })
            .returning()
          await tx
            .insert(schools)
            .values({ groupId: group!.id, name: `Busy school ${committed}`, timezone: 'Europe/Paris' })
        })
        committed++
        // PGlite answers in-process, through promises only: yield as a server between requests.
        await new Promise((resolve) => setImmediate(resolve))
      }
    })().catch((error: unknown) => {
      failed = error instanceof Error ? error : new Error(String(error))
    })
    await until(20)
    committedBefore = committed
    await takeBackup(database, live, backupDir, clock.now())
    committedAfter = committed
    await until(committedAfter + 20)
    stop = true
    await writer
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie: stayingCookie } })

    // After the copy, the guardian asks to be erased and the director does it.
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/data-protection/deletion-requests',
      headers: { cookie: await login(leaving.email!) },
    })
    expect(asked.statusCode).toBe(201)
    const directorCookie = await login(director.email!)
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/data-protection/requests',
      headers: { cookie: directorCookie },
    })
    const requestId: string = list.json().items[0].id
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/data-protection/requests/${requestId}/decision`,
      headers: { cookie: directorCookie },
      payload: { decision: 'done' },
    })
    expect(done.statusCode).toBe(200)
    await app.close()
    await database.close()

    report = (await restoreInstall(backupDir, fresh, clock.now(), afterRestore)).after
    const started = await install(fresh)
    restored = { database: started.database, app: started.app }
  }, 180_000)

  afterAll(async () => {
    await restored?.app.close()
    await restored?.database.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('holds every transaction committed before the copy, and none by halves', async () => {
    const db = restored.database.db
    const [counts] = await db
      .select({
        busy: sql<number>`count(*) filter (where ${groups.name} like 'Busy %')::int`,
        orphans: sql<number>`count(*) filter (where not exists (select 1 from schools s where s.group_id = groups.id))::int`,
      })
      .from(groups)
    expect(counts!.orphans).toBe(0)
    expect(counts!.busy).toBeGreaterThanOrEqual(committedBefore)
    expect(counts!.busy).toBeLessThanOrEqual(committedAfter + 1)
  })

  it('brings back the media and the secret, and the server starts on it', async () => {
    expect(readFileSync(path.join(fresh.dataDir, 'media', 'test', 'photo.jpg'), 'utf8')).toBe('photo bytes')
    expect(readFileSync(path.join(fresh.dataDir, 'secret'), 'utf8')).toBe(
      readFileSync(path.join(live.dataDir, 'secret'), 'utf8'),
    )
    const health = await restored.app.inject({ method: 'GET', url: '/api/v1/health' })
    // A session signed out after the copy is not live again: every session ended with the restore.
    expect(report.sessionsEnded).toBeGreaterThan(0)
    const me = await restored.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: stayingCookie },
    })
    expect(me.statusCode).toBe(401)
    expect(health.statusCode).toBe(200)
    const [staying] = await restored.database.db.select().from(users).where(eq(users.id, keptId))
    const login = await restored.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: staying!.email, password: testPassword },
    })
    expect(login.statusCode).toBe(200)
  })

  it('erases again the person erased after the copy', async () => {
    expect(report.erased).toEqual([erasedId])
    const [erased] = await restored.database.db
      .select({ firstname: users.firstname, email: users.email, status: users.status })
      .from(users)
      .where(eq(users.id, erasedId))
    expect(erased).toEqual({ firstname: 'Deleted', email: null, status: 'Hidden' })
  })
})

describe.skipIf(!adminUrl())('backup and restore of a PostgreSQL install (docs/backup.md)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nido-backup-pg-'))
  const names = [0, 1].map(() => `nido_t_${randomBytes(6).toString('hex')}`)
  const [sourceUrl, targetUrl] = names.map((name) => databaseUrlFor(adminUrl()!, name))
  const configOf = (name: string, url: string) =>
    readConfig({
      DATA_DIR: path.join(root, name),
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      ERASURE_LOG: path.join(root, 'erasures.jsonl'),
    })

  beforeAll(async () => {
    for (const name of names)
      await withAdminClient((c) => c.query(`create database ${name} template ${templateDatabaseName}`))
  })
  afterAll(async () => {
    for (const name of names)
      await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`))
    rmSync(root, { recursive: true, force: true })
  })

  it('copies the database with pg_dump and puts it back into another one', async () => {
    const source = await openDatabase({ url: sourceUrl!, pool: 2 })
    const [group] = await source.db.insert(groups).values({ name: 'Kept through pg_dump' }).returning()
    const backupDir = path.join(root, 'backup')
    const manifest = await takeBackup(source, configOf('live', sourceUrl!), backupDir, clock.now())
    await source.close()
    expect(manifest).toMatchObject({ database: 'postgres', media: 'local' })

    await restoreInstall(backupDir, configOf('restored', targetUrl!), clock.now(), afterRestore)
    const target = await openDatabase({ url: targetUrl!, pool: 2 })
    try {
      const [found] = await target.db
        .select({ name: groups.name })
        .from(groups)
        .where(eq(groups.id, group!.id))
      expect(found).toEqual({ name: 'Kept through pg_dump' })
    } finally {
      await target.close()
    }
  })
})
