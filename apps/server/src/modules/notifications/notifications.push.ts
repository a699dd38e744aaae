import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { RealtimePush } from '../../platform/realtime-server'

// ARCHITECTURE §8: when a news item starts waiting, is approved or refused, or is deleted, the
// counts of its author and of its school's moderators change; they get a `notification-counts`
// hint and re-fetch their counts (the database stays the source of truth).

/** Active moderators whose scope holds the school (assigned to it, a section of it or its group). */
export async function moderatorsOfSchool(db: Queryable, schoolId: string): Promise<string[]> {
  const result = await queryRows<{ id: string }>(
    db,
    sql`
    select u.id from users u
    where u.is_moderator and u.status = 'Active' and exists (
      select 1 from staff_assignments sa
      left join sections sc on sc.id = sa.section_id
      left join schools s on s.id = ${schoolId}::uuid
      where sa.user_id = u.id
        and (sa.school_id = ${schoolId}::uuid or sc.school_id = ${schoolId}::uuid or sa.group_id = s.group_id))`,
  )
  return result.rows.map((r) => r.id)
}

/** A news item that started or stopped waiting for moderation: whose counts changed. */
export interface ModerationChange {
  schoolId: string
  ownerId: string | null
}

export async function pushCountsChange(
  db: Queryable,
  realtime: RealtimePush,
  change: ModerationChange | null,
): Promise<void> {
  if (!change) return
  const moderators = await moderatorsOfSchool(db, change.schoolId)
  realtime.toUsers(change.ownerId ? [...moderators, change.ownerId] : moderators, 'notification-counts', {
    schoolId: change.schoolId,
  })
}
