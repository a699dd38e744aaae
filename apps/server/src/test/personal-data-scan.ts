import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Queryable } from '../db/client'
import { selectRows } from '../db/rows'

// Test helper of the erasure (docs/security.md "Erasure"): walks every column of every table of
// the database (from information_schema) and every file of the media folder, looking for what
// identifies a person (address, names, number, IP, browser string, ids). What is found must be
// on the caller's allow-list of pseudonymous rows, each with its reason.

export interface Trace {
  table: string
  column: string
  needle: string
  row: Record<string, unknown>
}

export interface AllowedTrace {
  table: string
  /** A column name, or '*' for every column of the table. */
  column: string
  /** Why this may stay: the line of docs/security.md "Erasure" it stands for. */
  why: string
  /** Only the rows this accepts (all rows of the column when absent). */
  row?: (row: Record<string, unknown>) => boolean
}

const likeValue = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Every occurrence of a needle (case-insensitive) in any column of any table of the schema. */
export async function scanDatabase(db: Queryable, needles: readonly string[]): Promise<Trace[]> {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        order by c.table_name, c.ordinal_position`,
  )
  const traces: Trace[] = []
  const patterns = sql.join(
    needles.map((n) => sql`${likeValue(n)}`),
    sql`, `,
  )
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await selectRows<{ row: Record<string, unknown>; value: string }>(
      db,
      sql`select to_jsonb(t) as row, t.${sql.identifier(column)}::text as value
          from ${sql.identifier(table)} t
          where t.${sql.identifier(column)}::text ilike any (array[${patterns}])`,
    )
    for (const { row, value } of rows)
      for (const needle of needles)
        if (value.toLowerCase().includes(needle.toLowerCase())) traces.push({ table, column, needle, row })
  }
  return traces
}

/** Every file under the media folder whose key or bytes hold a needle (ids are in keys). */
export async function scanFolder(root: string, needles: readonly string[]): Promise<string[]> {
  const found: string[] = []
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const key = path.relative(root, file)
    const bytes = (await readFile(file)).toString('latin1').toLowerCase()
    for (const needle of needles)
      if (key.toLowerCase().includes(needle.toLowerCase()) || bytes.includes(needle.toLowerCase()))
        found.push(`${key}: ${needle}`)
  }
  return found
}

/** The traces no allow-list entry accepts. */
export function unexplained(traces: readonly Trace[], allowed: readonly AllowedTrace[]): Trace[] {
  return traces.filter(
    (trace) =>
      !allowed.some(
        (a) =>
          a.table === trace.table &&
          (a.column === '*' || a.column === trace.column) &&
          (a.row ? a.row(trace.row) : true),
      ),
  )
}
