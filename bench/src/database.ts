import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type Database } from '@nido/server/src/db/client'
import type { BenchOptions } from './options'

// Each run starts from an empty, migrated database and leaves nothing behind: on PostgreSQL a
// database `nido_bench` on the server of DATABASE_URL (dropped first if a crashed run left it),
// on PGlite a temporary folder on disk (on disk, as `npm start` runs it, not in memory).

/** BENCH_DB_NAME lets two runs share one PostgreSQL server without dropping each other's data. */
export const benchDatabaseName = /^[a-z_][a-z0-9_]{0,62}$/.test(process.env.BENCH_DB_NAME ?? '')
  ? process.env.BENCH_DB_NAME!
  : 'nido_bench'

export interface BenchDatabase {
  database: Database
  /** Where the data lives, for the report (no credentials). */
  location: string
  /** Closes the pool and removes the database or folder. */
  dispose(): Promise<void>
}

export async function openBenchDatabase(options: BenchOptions): Promise<BenchDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool)
  const dir = await mkdtemp(path.join(tmpdir(), 'nido-bench-'))
  const database = await openDatabase({ dataDir: dir })
  await database.migrate()
  return {
    database,
    location: dir,
    async dispose() {
      await database.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

async function openPostgres(serverUrl: string, pool: number): Promise<BenchDatabase> {
  await admin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${benchDatabaseName} with (force)`)
    await client.query(`create database ${benchDatabaseName}`)
  })
  const url = new URL(serverUrl)
  url.pathname = `/${benchDatabaseName}`
  const database = await openDatabase({ url: url.toString(), pool })
  await database.migrate()
  return {
    database,
    location: `${url.host}/${benchDatabaseName}`,
    async dispose() {
      await database.close()
      // BENCH_KEEP_DATABASE=1 leaves the seeded database behind, to read a query's plan on it.
      if (process.env.BENCH_KEEP_DATABASE === '1') return
      await admin(serverUrl, (client) =>
        client.query(`drop database if exists ${benchDatabaseName} with (force)`),
      )
    },
  }
}

/** The rows of a raw `db.execute`, whose result type the shared Db type leaves open (pg and PGlite agree). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

/** Runs statements on the given URL's database (or `postgres` if that is nido_bench itself). */
async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(serverUrl)
  if (url.pathname === `/${benchDatabaseName}`) url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
