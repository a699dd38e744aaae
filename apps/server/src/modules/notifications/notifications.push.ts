import type { Queryable } from '../../db/client'
import type { RealtimePush } from '../../platform/realtime-server'
import { moderatorsOfSchool } from '../../platform/school-scope'

// ARCHITECTURE §8: when a news item starts waiting, is approved or refused, or is deleted, the
// counts of its author and of its school's moderators change; they get a `notification-counts`
// hint and re-fetch their counts (the database stays the source of truth).

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
