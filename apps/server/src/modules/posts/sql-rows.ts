import type { SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'

/**
 * A raw SQL query's result. Both drivers (node-postgres and PGlite) answer `{ rows }`; the generic
 * database type cannot say so, hence the one cast here. Columns come back snake_case.
 */
export async function sqlResult<T extends object>(db: Queryable, query: SQL): Promise<{ rows: T[] }> {
  const result: unknown = await db.execute(query)
  return result as { rows: T[] }
}
