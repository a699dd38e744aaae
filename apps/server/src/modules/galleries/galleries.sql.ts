import type { SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'

/**
 * The rows of a hand-written query. Both drivers (node-postgres, PGlite) answer `{ rows }`, but
 * `execute` on the Db | Tx union is typed `unknown`, so the row type is stated here once.
 */
export async function selectRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: { rows: T[] } = await db
    .execute<Record<string, unknown>>(query)
    .then((r) => r as { rows: T[] })
  return result.rows
}
