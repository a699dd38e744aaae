import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Queryable } from '../../db/client'

// The feed's hand-written statements, sent as NAMED prepared statements (docs/news-feed.md,
// "Performance"). A raw statement is parsed and planned by PostgreSQL on every call, and the feed
// statement is large: planning it cost more than running it. Named, it is parsed once per pooled
// connection and, after PostgreSQL's first few custom plans, runs on its cached generic plan.
//
// The name is a hash of the statement's text, so each shape (the filters in use, the page size)
// gets its own statement and a name never meets two texts (node-postgres refuses that). Values
// stay bound parameters. The rows are exactly those of `db.execute` (the same drizzle prepared
// query, only named); PGlite ignores the name.

const dialect = new PgDialect({ casing: 'snake_case' })

/** Texts already named; bounded so that unusual filter combinations cannot grow it without end. */
const names = new Map<string, string>()
const maxNames = 1000

function nameOf(prefix: string, text: string): string {
  let name = names.get(text)
  if (!name) {
    if (names.size >= maxNames) names.clear()
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`
    names.set(text, name)
  }
  return name
}

/** Runs `query` as a named prepared statement and returns its rows (columns as the query names them). */
export async function namedRows<T>(db: Queryable, prefix: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query)
  const prepared = db._.session.prepareQuery(built, undefined, nameOf(prefix, built.sql), false)
  const result: unknown = await prepared.execute()
  return (result as { rows: T[] }).rows
}
