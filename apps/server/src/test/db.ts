import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { openDatabase, type Database } from '../db/client'

// ARCHITECTURE §9: each test file gets a fresh database. On PostgreSQL (TEST_DATABASE_URL) it is
// cloned from a template that global-setup.ts migrated once; on PGlite it is a new in-memory
// instance, migrated here.
// Named after this checkout, so two checkouts testing against one PostgreSQL at the same time
// (worktrees, two CI jobs) never drop or migrate each other's template mid-run.
export const templateDatabaseName = `nido_test_template_${createHash('sha256')
  .update(fileURLToPath(import.meta.url))
  .digest('hex')
  .slice(0, 12)}`

export function adminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL
}

export function databaseUrlFor(base: string, name: string): string {
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

export async function freshDatabase(): Promise<Database> {
  const base = adminUrl()
  if (!base) {
    const database = await openDatabase({})
    await database.migrate()
    return database
  }
  const name = `nido_t_${randomBytes(6).toString('hex')}`
  await withAdminClient((c) => c.query(`create database ${name} template ${templateDatabaseName}`))
  const url = databaseUrlFor(base, name)
  const database = await openDatabase({ url, pool: 4 })
  const fresh = {
    ...database,
    close: async () => {
      await database.close()
      await withAdminClient((c) => c.query(`drop database if exists ${name} with (force)`))
    },
  }
  urls.set(fresh, url)
  return fresh
}

const urls = new WeakMap<Database, string>()

/**
 * The same PostgreSQL database through connections of its own, as a second server process would
 * have (platform/read-cache.test.ts); undefined on PGlite, which one process alone can open.
 * Closing it leaves the database in place.
 */
export async function openSameDatabase(database: Database): Promise<Database | undefined> {
  const url = urls.get(database)
  return url ? openDatabase({ url, pool: 4 }) : undefined
}
