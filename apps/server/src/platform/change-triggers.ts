import { sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/client'
import { selectRows } from '../db/rows'

// Decision records 0007 and 0036: the database says when it changed. Each table that a cached
// answer reads (declared beside the cached read's code: `TableRead`) gets triggers that NOTIFY
// `nido_changes` when a statement changed at least one row, naming the table and the users whose
// cached answers the changed rows concern: `guardianships:<id>,<id>`. The read cache
// (platform/read-cache.ts) retires those users' entries only. A table whose rows name no user
// (schools, feature flags) sends its bare name, which retires every entry of the stores reading
// it; so does a change concerning too many users for one notification. Tables that no cached
// answer reads (news, reactions, the care log, chat…) get no trigger at all: their writes cost no
// notification and retire nothing. Installed at start-up, after the migrations.

export const changeChannel = 'nido_changes'

/**
 * What the read cache's heartbeat sends on the channel (platform/read-cache.ts): not a table's
 * name (no table is called that), so it retires nothing while the listener is heard from.
 */
export const heartbeatPayload = ':heartbeat'

/** The prefix of a `sync()` barrier's token on the channel (platform/read-cache.ts). */
export const syncPayloadPrefix = ':sync:'

/**
 * How a cached answer depends on one table. `users` is a query over `changed_rows` (the rows a
 * statement inserted, deleted, or an update's rows before and after) selecting the ids of the
 * users whose answers they concern, or 'all' when the rows name no user: any change retires the
 * whole store.
 */
export interface TableRead {
  users: 'all' | `select ${string}`
  /** Only changes of these columns matter: an update of others (an activity stamp) says nothing. */
  columns?: readonly string[]
  /** New rows cannot be in any cached answer yet (a new session): inserts say nothing. */
  inserts?: false
}

/** The tables a store's answers read, by table name. */
export type TableReads = Readonly<Record<string, TableRead>>

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: past this, the bare table name is
 * sent, which retires every entry of the stores reading the table.
 */
const payloadLimit = 7900

/** The trigger set one table needs for all the stores that read it. */
export function combinedReads(stores: readonly TableReads[]): Map<string, TableRead> {
  const byTable = new Map<string, TableRead[]>()
  for (const reads of stores)
    for (const [table, read] of Object.entries(reads))
      byTable.set(table, [...(byTable.get(table) ?? []), read])
  const combined = new Map<string, TableRead>()
  for (const [table, reads] of byTable) {
    const queries = reads.flatMap((r) => (r.users === 'all' ? [] : [r.users]))
    const columns = reads.every((r) => r.columns)
      ? [...new Set(reads.flatMap((r) => r.columns ?? []))].sort()
      : undefined
    combined.set(table, {
      // Ids when any store can use them; a store reading the table as a whole retires itself on
      // any notification of the table (platform/read-cache.ts).
      users:
        queries.length === 0
          ? 'all'
          : `select id from (${queries.map((q) => `(${q})`).join(' union ')}) as either(id)`,
      ...(columns ? { columns } : {}),
      ...(reads.every((r) => r.inserts === false) ? { inserts: false as const } : {}),
    })
  }
  return combined
}

/** The body of a trigger function that announces `rows` (a query naming `changed_rows`). */
function announce(table: string, read: TableRead, rows: string): string {
  if (read.users === 'all')
    return `begin
       if exists (${rows}) then perform pg_notify('${changeChannel}', tg_table_name); end if;
       return null;
     end`
  return `declare ids text;
     begin
       with changed_rows as (${rows})
       select string_agg(distinct concerned.id::text, ',') into ids from (${read.users}) as concerned(id);
       if ids is null then return null; end if;
       if length(ids) > ${payloadLimit - table.length - 1} then perform pg_notify('${changeChannel}', tg_table_name);
       else perform pg_notify('${changeChannel}', tg_table_name || ':' || ids); end if;
       return null;
     end`
}

/** The statements that put `read`'s triggers on `table`, and the names of those triggers. */
function triggerStatements(table: string, read: TableRead): { statements: string[]; triggers: string[] } {
  const t = `"${table}"`
  const fn = (op: string) => `nido_changed_${table}_${op}`
  const create = (op: string, body: string) =>
    `create or replace function ${fn(op)}() returns trigger language plpgsql as $$ ${body} $$`
  const statements = [
    `create or replace trigger nido_changed_truncate after truncate on ${t} for each statement execute function nido_notify_truncate()`,
    create('delete', announce(table, read, 'select * from old_rows')),
    `create or replace trigger nido_changed_delete after delete on ${t} referencing old table as old_rows for each statement execute function ${fn('delete')}()`,
  ]
  const triggers = ['nido_changed_truncate', 'nido_changed_delete']
  if (read.inserts !== false) {
    statements.push(
      create('insert', announce(table, read, 'select * from new_rows')),
      `create or replace trigger nido_changed_insert after insert on ${t} referencing new table as new_rows for each statement execute function ${fn('insert')}()`,
    )
    triggers.push('nido_changed_insert')
  }
  if (read.columns) {
    // A row trigger, so that its condition sees the columns; the row's own values as `changed_rows`.
    const changed = read.columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')
    statements.push(
      create('update', announce(table, read, 'select old.* union all select new.*')),
      `create or replace trigger nido_changed_update after update on ${t} for each row when (${changed}) execute function ${fn('update')}()`,
    )
  } else
    statements.push(
      create('update', announce(table, read, 'select * from old_rows union all select * from new_rows')),
      `create or replace trigger nido_changed_update after update on ${t} referencing old table as old_rows new table as new_rows for each statement execute function ${fn('update')}()`,
    )
  triggers.push('nido_changed_update')
  return { statements, triggers }
}

/**
 * Puts on every table the stores read the triggers their declarations ask for, and removes every
 * other trigger and function of ours (a table no store reads any more, a set of an earlier
 * version). Skipped when the same set is in place already, as on most start-ups: installing takes
 * a lock on each table it touches.
 */
export async function installChangeTriggers(db: Db, stores: readonly TableReads[]): Promise<void> {
  const existing = new Set(
    (
      await selectRows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    ).map((r) => r.table_name),
  )
  const reads = [...combinedReads(stores)].filter(([table]) => existing.has(table)).sort()
  const statements = [
    `create or replace function nido_notify_truncate() returns trigger language plpgsql as $$
     begin perform pg_notify('${changeChannel}', tg_table_name); return null; end $$`,
  ]
  const wanted = new Set<string>()
  const wantedFunctions = new Set(['nido_notify_truncate'])
  for (const [table, read] of reads) {
    const { statements: s, triggers } = triggerStatements(table, read)
    statements.push(...s)
    for (const trigger of triggers) wanted.add(`${table}.${trigger}`)
    for (const op of ['delete', 'insert', 'update']) wantedFunctions.add(`nido_changed_${table}_${op}`)
  }
  const version = createHash('sha256').update(statements.join('\n')).digest('hex').slice(0, 16)
  const installed = async (q: Queryable) =>
    (
      await selectRows<{ version: string | null }>(
        q,
        sql`select obj_description(to_regprocedure('public.nido_notify_truncate()'), 'pg_proc') as version`,
      )
    )[0]?.version === version
  if (await installed(db)) return
  // Several processes may start at once: one installs at a time.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nido_change_triggers'))`)
    if (await installed(tx)) return
    const ours = await selectRows<{ table_name: string; trigger: string }>(
      tx,
      sql`select c.relname as table_name, tg.tgname as trigger
          from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and tg.tgname like 'nido_changed_%'`,
    )
    for (const { table_name, trigger } of ours)
      if (!wanted.has(`${table_name}.${trigger}`))
        await tx.execute(sql.raw(`drop trigger ${trigger} on "${table_name}"`))
    for (const statement of statements) await tx.execute(sql.raw(statement))
    // Once no trigger uses them any more.
    const functions = await selectRows<{ name: string }>(
      tx,
      sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname like 'nido_%' and p.prorettype = 'trigger'::regtype`,
    )
    for (const { name } of functions)
      if (!wantedFunctions.has(name)) await tx.execute(sql.raw(`drop function ${name}()`))
    await tx.execute(sql.raw(`comment on function nido_notify_truncate() is '${version}'`))
  })
}
