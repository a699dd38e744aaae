import type { SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'

/**
 * The rows of a raw query. The feed's queries are written in SQL (LATERAL probes, json_agg) that
 * the query builder does not express; both drivers (node-postgres, PGlite) answer `{ rows }`.
 */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<{ rows: T[] }> {
  const result: unknown = await db.execute(query)
  return result as { rows: T[] }
}
