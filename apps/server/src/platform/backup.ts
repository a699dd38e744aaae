import { PGlite } from '@electric-sql/pglite'
import { spawn } from 'node:child_process'
import { chmod, cp, mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Config } from '../config'
import { openDatabase, type Database } from '../db/client'
import { systemClock } from './clock'
import type { AppDeps } from './deps'
import { memoryRateLimitStore } from './rate-limit'
import { loadSecret } from './secret'
import { openStorage } from './storage-driver'

// docs/backup.md: one backup is a folder holding the database (PGlite's data directory as a
// tarball, or a pg_dump archive), the media folder when media are local, the generated secret when
// there is one, and a manifest. It holds everything a nursery keeps, secrets included: it is
// written readable by its owner only. Restoring goes into a stopped install; erasures made after
// the backup are re-applied from the erasure log, kept apart (modules/data-protection/
// data-protection.erasure-log.ts).

const manifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** `local`: the files are in `media/`; `s3`: the bucket is backed up on its own (docs/backup.md). */
  media: z.enum(['local', 's3']),
  secret: z.boolean(),
})
export type BackupManifest = z.infer<typeof manifestSchema>

const dbTarball = 'db.tar.gz'
const dbArchive = 'db.dump'

/**
 * A connection string for pg_dump and pg_restore without its password, which goes in PGPASSWORD:
 * a command line is visible to every user of the machine (`ps`).
 */
function libpq(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env }
}

/** Runs a command; rejects with its error output when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`)),
    )
  })
}

const mediaDir = (config: Config) => path.join(config.dataDir, 'media')
const secretFile = (config: Config) => path.join(config.dataDir, 'secret')

/**
 * Takes a backup of a running install into `to` (a new or empty folder). The database is copied
 * first, then the media: a media file is never changed once written, so every row of the copy
 * finds its bytes (a file added meanwhile is one more file nothing points at).
 */
export async function takeBackup(
  database: Database,
  config: Config,
  to: string,
  now: Date,
): Promise<BackupManifest> {
  await mkdir(to, { recursive: true, mode: 0o700 })
  if ((await readdir(to)).length > 0) throw new Error(`${to} is not empty`)
  await chmod(to, 0o700)
  if (database.kind === 'pglite') {
    if (!database.dumpDataDir) throw new Error('This PGlite database cannot be dumped')
    await writeFile(path.join(to, dbTarball), await database.dumpDataDir(), { mode: 0o600 })
  } else {
    if (!config.databaseUrl) throw new Error('DATABASE_URL is not set')
    // One snapshot of the whole database (pg_dump's own transaction), in its compressed format.
    const { url, env } = libpq(config.databaseUrl)
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(to, dbArchive)}`, url], env)
  }
  const media = config.storage.driver
  if (media === 'local' && existsSync(mediaDir(config)))
    await cp(mediaDir(config), path.join(to, 'media'), { recursive: true })
  // SESSION_SECRET set: the operator keeps it (with the rest of the environment), not us.
  const secret = !config.sessionSecret && existsSync(secretFile(config))
  if (secret) await cp(secretFile(config), path.join(to, 'secret'))
  const manifest: BackupManifest = {
    format: 1,
    takenAt: now.toISOString(),
    database: database.kind,
    media,
    secret,
  }
  await writeFile(path.join(to, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 })
  return manifest
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const parsed = manifestSchema.safeParse(
    JSON.parse(await readFile(path.join(from, 'manifest.json'), 'utf8')),
  )
  if (!parsed.success) throw new Error(`${from} is not a backup this version can restore`)
  return parsed.data
}

/**
 * Puts a backup back into the install `config` describes, which must be stopped. PGlite: the
 * current `DATA_DIR/db` is moved aside (`db.before-restore-<time>`), never deleted; PostgreSQL:
 * pg_restore replaces the objects of the backup in DATABASE_URL. The media files are copied back
 * beside those present; the secret is put back. The caller then migrates and re-applies the
 * erasures (restore.ts).
 */
export async function restoreBackup(from: string, config: Config, now: Date): Promise<BackupManifest> {
  const manifest = await readManifest(from)
  if (manifest.database === 'pglite') {
    if (config.databaseUrl)
      throw new Error('This backup is of an embedded (PGlite) install; unset DATABASE_URL')
    const dir = path.join(config.dataDir, 'db')
    if (existsSync(dir)) await rename(dir, `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`)
    await mkdir(config.dataDir, { recursive: true })
    const tarball = await readFile(path.join(from, dbTarball))
    const client = new PGlite(dir, { loadDataDir: new Blob([tarball]) })
    await client.waitReady
    await client.close()
  } else {
    if (!config.databaseUrl) throw new Error('This backup is of a PostgreSQL install; set DATABASE_URL')
    const { url, env } = libpq(config.databaseUrl)
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        `--dbname=${url}`,
        path.join(from, dbArchive),
      ],
      env,
    )
  }
  if (manifest.media === 'local' && existsSync(path.join(from, 'media')))
    await cp(path.join(from, 'media'), mediaDir(config), { recursive: true })
  if (manifest.secret) await cp(path.join(from, 'secret'), secretFile(config))
  return manifest
}

/** Whether the server described by `config` is running here (it writes its pid, server.ts). */
export async function runningServerPid(config: Config): Promise<number | undefined> {
  const file = pidFile(config)
  if (!existsSync(file)) return undefined
  const pid = Number((await readFile(file, 'utf8')).trim())
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch {
    return undefined
  }
}

export const pidFile = (config: Config) => path.join(config.dataDir, 'server.pid')
/** Where `npm run backup` tells a running embedded server to write its backup (server.ts). */
export const backupRequestFile = (config: Config) => path.join(config.dataDir, 'backup-request.json')

/** Waits until one of `files` exists, up to `timeoutMs`; resolves to it, or undefined. */
export async function waitForAny(files: string[], timeoutMs: number): Promise<string | undefined> {
  const until = performance.now() + timeoutMs
  while (performance.now() < until) {
    for (const file of files) if (existsSync(file)) return file
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return undefined
}

/**
 * `npm run restore`: the backup back in place, the schema brought up to this version, then
 * `afterMigrate` (the erasures re-applied, restore.ts) on the restored database.
 */
export async function restoreInstall<T>(
  from: string,
  config: Config,
  now: Date,
  afterMigrate: (deps: AppDeps, now: Date) => Promise<T>,
): Promise<{ manifest: BackupManifest; after: T }> {
  const manifest = await restoreBackup(from, config, now)
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, pool: 2 } : { dataDir: path.join(config.dataDir, 'db') },
  )
  try {
    await database.migrate()
    const after = await afterMigrate(
      {
        database,
        config,
        clock: systemClock,
        rateLimits: memoryRateLimitStore(() => systemClock.now().getTime()),
        storage: openStorage(config),
        secret: loadSecret(config.sessionSecret, config.dataDir),
      },
      now,
    )
    return { manifest, after }
  } finally {
    await database.close()
  }
}
