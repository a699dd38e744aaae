import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import { cp, readdir, rename, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import * as schema from './schema/index'

// One SQL dialect everywhere (ARCHITECTURE §1): PostgreSQL through node-postgres when a URL is
// given, PGlite (PostgreSQL compiled to WASM) otherwise. Both go through Drizzle with the same
// schema and the same generated migrations.

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** Anything that can run a query: the database or a transaction. */
export type Queryable = Db | Tx

export interface Database {
  db: Db
  kind: 'postgres' | 'pglite'
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * LISTEN on a channel (platform/read-cache.ts): `notify` gets each payload; `lost` is called once
   * if the connection that listens goes away (notifications may then have been missed). Resolves
   * to a function that stops listening.
   */
  listen(
    channel: string,
    handlers: { notify: (payload: string) => void; lost: () => void },
  ): Promise<() => Promise<void>>
  /**
   * PGlite only: a gzipped tarball of the data directory, taken between two transactions, that
   * PGlite opens again with `loadDataDir` (docs/backup.md). Absent on PostgreSQL (pg_dump instead).
   */
  dumpDataDir?: () => Promise<Uint8Array>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))
/**
 * Decision 0038: the built server (apps/server/build.mjs) carries the PGlite folder of an empty
 * database with every migration of its build applied. A new folder starts as a copy of it instead
 * of running initdb, which costs most of a first start under WebAssembly. The sources (tsx: `npm
 * run dev`, the tests) have none beside them, and PGlite runs initdb as before.
 */
const emptyDatabaseFolder = fileURLToPath(new URL('./empty-database', import.meta.url))

async function startFromEmptyDatabase(dataDir: string): Promise<void> {
  if (!existsSync(emptyDatabaseFolder)) return
  if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) return
  // Copied beside, then renamed: a start cut short leaves no half database behind.
  const copy = `${dataDir}.copying-${process.pid}`
  await rm(copy, { recursive: true, force: true })
  await cp(emptyDatabaseFolder, copy, { recursive: true })
  await rm(dataDir, { recursive: true, force: true })
  await rename(copy, dataDir)
}

export async function openDatabase(options: {
  url?: string
  dataDir?: string
  pool?: number
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.pool ?? 10 })
    // An idle connection that the server closes (restart, failover, a dropped test database)
    // must not crash the process: the pool replaces it on the next query. Anything else is logged.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('PostgreSQL pool error:', error.message)
    })
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema, casing: 'snake_case' }), { migrationsFolder }),
      close: () => pool.end(),
      // A connection of its own, outside the pool: it stays in LISTEN for the process's life.
      listen: async (channel, { notify, lost }) => {
        const client = new pg.Client({ connectionString: options.url })
        let gone = false
        const onGone = () => {
          if (gone) return
          gone = true
          lost()
        }
        client.on('notification', (message) => {
          if (message.channel === channel) notify(message.payload ?? '')
        })
        client.on('error', onGone)
        client.on('end', onGone)
        await client.connect()
        await client.query(`listen "${channel}"`)
        return async () => {
          gone = true
          await client.end()
        }
      },
    }
  }
  // PGlite: a folder on disk, or memory when no folder is given (tests).
  if (options.dataDir) await startFromEmptyDatabase(options.dataDir)
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite()
  await client.waitReady
  const raw = drizzlePglite(client, { schema, casing: 'snake_case' })
  return {
    db: raw as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(raw, { migrationsFolder }),
    close: () => client.close(),
    // One in-process database: its notifications cannot be lost.
    listen: (channel, { notify }) => client.listen(channel, notify),
    // PGlite runs one statement at a time, and a transaction holds it until it ends: inside a
    // transaction of our own no other is open, so the files are those of a committed state (plus
    // a write-ahead log the next start replays). dumpDataDir itself only waits for the statement.
    dumpDataDir: () =>
      client.transaction(async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer())),
  }
}

/**
 * A named prepared statement built once per database handle (a transaction gets its own; on
 * PostgreSQL the statement is planned once per connection by name). For queries that run on
 * every request.
 */
export function preparedPerDatabase<T>(build: (db: Queryable) => T): (db: Queryable) => T {
  const cache = new WeakMap<Queryable, T>()
  return (db) => {
    let statement = cache.get(db)
    if (!statement) {
      statement = build(db)
      cache.set(db, statement)
    }
    return statement
  }
}
