import { sql } from 'drizzle-orm'
import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/client'
import { selectRows } from '../db/rows'

// Decision record 0007: the database says when it changed. Every table of the public schema gets
// triggers that NOTIFY `nido_changes` with the table's name when a statement changed at least one
// row (a statement that changes nothing — a job polling a queue — says nothing). The read cache
// (platform/read-cache.ts) forgets what it holds when it hears one. Installed at start-up, after
// the migrations, over whatever tables exist, so a table added later cannot be forgotten.

export const changeChannel = 'nido_changes'

/**
 * What the read cache's heartbeat sends on the channel (platform/read-cache.ts): not a table's
 * name (no table is called that), so it retires nothing while the listener is heard from.
 */
export const heartbeatPayload = ':heartbeat'

/**
 * Tables that no cached answer reads (the actor of a session, the newsfeed): their changes,
 * frequent ones among them (chat messages, staff clocking in, the mail queue), need not empty the
 * cache. A table read by a cached answer must never be listed here.
 */
export const tablesNoCachedAnswerReads = new Set([
  'audit_log',
  'calendar_subscriptions',
  'chat_blocks',
  'chat_channels',
  'chat_mail_states',
  'chat_members',
  'chat_messages',
  'chat_reactions',
  'chat_seen_marks',
  'child_keys',
  'daily_staff_check_ins',
  'daily_staff_codes',
  'invitations',
  'jobs',
  'media_uploads',
  'one_time_tokens',
  'outbox_mails',
  'outbox_sms',
  'recovery_codes',
])

/**
 * Sessions change on every sign-in and when activity is recorded (`last_seen_at`); only the
 * columns a cached actor depends on are announced: revocation, expiry and the chosen scope. A new
 * session cannot be in a cache yet, so inserts say nothing.
 */
const sessionColumnsThatMatter = [
  'revoked_at',
  'expires_at',
  'current_school_id',
  'current_child_id',
  'user_id',
]

export async function installChangeTriggers(db: Db): Promise<void> {
  const rows = await selectRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  const all = rows.map((r) => r.table_name)
  const tables = all.filter((t) => !tablesNoCachedAnswerReads.has(t))
  const statements = [
    `create or replace function nido_notify_rows() returns trigger language plpgsql as $$
     begin
       if exists (select 1 from changed_rows) then perform pg_notify('${changeChannel}', tg_table_name); end if;
       return null;
     end $$`,
    `create or replace function nido_notify_always() returns trigger language plpgsql as $$
     begin perform pg_notify('${changeChannel}', tg_table_name); return null; end $$`,
  ]
  const triggerNames = ['truncate', 'delete', 'insert', 'update'].map((op) => `nido_changed_${op}`)
  for (const table of all.filter((t) => tablesNoCachedAnswerReads.has(t)))
    for (const name of triggerNames) statements.push(`drop trigger if exists ${name} on "${table}"`)
  for (const table of tables) {
    const t = `"${table}"`
    statements.push(
      `create or replace trigger nido_changed_truncate after truncate on ${t} for each statement execute function nido_notify_always()`,
      `create or replace trigger nido_changed_delete after delete on ${t} referencing old table as changed_rows for each statement execute function nido_notify_rows()`,
    )
    if (table === 'sessions') {
      statements.push(`drop trigger if exists nido_changed_insert on ${t}`)
      const changed = sessionColumnsThatMatter.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')
      statements.push(
        `create or replace trigger nido_changed_update after update on ${t} for each row when (${changed}) execute function nido_notify_always()`,
      )
      continue
    }
    statements.push(
      `create or replace trigger nido_changed_insert after insert on ${t} referencing new table as changed_rows for each statement execute function nido_notify_rows()`,
      `create or replace trigger nido_changed_update after update on ${t} referencing new table as changed_rows for each statement execute function nido_notify_rows()`,
    )
  }
  // Installing takes a lock on every table: skipped when the same set is in place (a hash of the
  // statements, kept as the function's comment), as on most start-ups.
  const version = createHash('sha256').update(statements.join('\n')).digest('hex').slice(0, 16)
  const installed = async (q: Queryable) =>
    (
      await selectRows<{ version: string | null }>(
        q,
        sql`select obj_description(to_regprocedure('public.nido_notify_rows()'), 'pg_proc') as version`,
      )
    )[0]?.version === version
  if (await installed(db)) return
  // Several processes may start at once: one installs at a time.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nido_change_triggers'))`)
    if (await installed(tx)) return
    for (const statement of statements) await tx.execute(sql.raw(statement))
    await tx.execute(sql.raw(`comment on function nido_notify_rows() is '${version}'`))
  })
}
