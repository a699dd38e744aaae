import { sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { TimeKey } from '../../platform/keyset'

// The audit log viewer's one query (docs/administration-settings.md "Audit log"). Newest first on
// (created_at, id), served by audit_log_created_idx; the names come from two primary-key joins
// per row of the page, never one query per row.

export interface AuditFilter {
  /** Null: every entry (super admins). Otherwise the group admin's reach. */
  reach: { groupIds: readonly string[]; schoolIds: readonly string[] } | null
  personId?: string | undefined
  personText?: string | undefined
  schoolId?: string | undefined
  actionPrefix?: string | undefined
  from?: Date | undefined
  /** Exclusive. */
  until?: Date | undefined
  after: TimeKey | null
  limit: number
}

export interface AuditRow {
  id: string
  action: string
  targets: Record<string, unknown>
  /** created_at as PostgreSQL prints it, microseconds kept (the cursor needs them). */
  at: string
  actor_id: string | null
  actor_firstname: string | null
  actor_lastname: string | null
  impersonator_id: string | null
  impersonator_firstname: string | null
  impersonator_lastname: string | null
}

/** `%` and `_` of a user's text are matched literally. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function auditEntries(db: Queryable, f: AuditFilter): Promise<AuditRow[]> {
  const where: SQL[] = []
  if (f.reach) {
    const schools = uuidArray(f.reach.schoolIds)
    // A group admin's entries: those acted by the staff of their groups (group, school or
    // section assignments; audit_log_actor_idx), or naming one of their schools
    // (audit_log_school_idx). Families' entries reach them only through a named school.
    where.push(sql`(a.targets->>'schoolId' = any(${schools}::text[])
      or a.actor_id in (
        select sa.user_id from staff_assignments sa left join sections sc on sc.id = sa.section_id
        where sa.group_id = any(${uuidArray(f.reach.groupIds)})
           or coalesce(sa.school_id, sc.school_id) = any(${schools})))`)
  }
  if (f.personId)
    where.push(sql`(a.actor_id = ${f.personId}::uuid or a.impersonator_id = ${f.personId}::uuid)`)
  if (f.personText) {
    const like = `%${likeEscaped(f.personText.toLowerCase())}%`
    const people = sql`select u.id from users u
      where lower(u.firstname || ' ' || u.lastname) like ${like}
         or lower(u.lastname || ' ' || u.firstname) like ${like}
         or lower(coalesce(u.email, '')) like ${like}`
    where.push(sql`(a.actor_id in (${people}) or a.impersonator_id in (${people}))`)
  }
  if (f.schoolId) where.push(sql`a.targets->>'schoolId' = ${f.schoolId}`)
  if (f.actionPrefix) where.push(sql`a.action like ${`${likeEscaped(f.actionPrefix)}%`}`)
  if (f.from) where.push(sql`a.created_at >= ${f.from.toISOString()}::timestamptz`)
  if (f.until) where.push(sql`a.created_at < ${f.until.toISOString()}::timestamptz`)
  if (f.after) where.push(sql`(a.created_at, a.id) < (${f.after.at}::timestamptz, ${f.after.id}::uuid)`)
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``
  return selectRows<AuditRow>(
    db,
    sql`select a.id, a.action, a.targets, a.created_at::text as at,
          a.actor_id, u.firstname as actor_firstname, u.lastname as actor_lastname,
          a.impersonator_id, i.firstname as impersonator_firstname, i.lastname as impersonator_lastname
        from audit_log a
        left join users u on u.id = a.actor_id
        left join users i on i.id = a.impersonator_id
        ${filter}
        order by a.created_at desc, a.id desc
        limit ${f.limit + 1}`,
  )
}
