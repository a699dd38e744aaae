import type { SQL } from 'drizzle-orm'
import type { Queryable } from './client'

// Hand-written queries (LATERAL probes, json_agg, unions the query builder does not express).
// Both drivers (node-postgres and PGlite) answer `{ rows }`, but `execute` on the Db | Tx union is
// typed `unknown`, so the row type is stated here once. Columns come back as the query names them.

export async function queryRows<T>(db: Queryable, query: SQL): Promise<{ rows: T[] }> {
  const result: unknown = await db.execute(query)
  return result as { rows: T[] }
}

export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  return (await queryRows<T>(db, query)).rows
}
