import { sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { limits } from '@nido/domain/limits'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import type { Actor } from '../../platform/actor'
import type { RateLimitStore } from '../../platform/rate-limit'

// Storage quotas and the upload rate (docs/media.md "Quotas and upload rate", docs/security.md).
// Without them any account, a child's included, could fill the storage one allowed file at a time.
// The values are in the limits table (packages/domain/src/limits.ts, limits.media).

const hourMs = 60 * 60_000

/** The school an upload counts against: the one chosen in the scope selector, else the first in scope. */
export function uploadSchoolId(actor: Actor): string | null {
  return (
    actor.currentSchoolId ??
    actor.structureTreeScope.schoolIds[0] ??
    actor.structureScope.schoolIds[0] ??
    null
  )
}

/** One more upload started by the actor this hour; past limits.media.uploadsPerHour, UPLOAD_RATE_LIMITED. */
export async function countUpload(rateLimits: RateLimitStore, actor: Actor): Promise<void> {
  const count = await rateLimits.hit(`media-upload:user:${actor.userId}`, hourMs)
  if (count > limits.media.uploadsPerHour) throw new AppError('UPLOAD_RATE_LIMITED')
}

/**
 * Refuses `bytes` more when they would take the owner's or the school's files past their quota.
 * Pending uploads count with their declared size, so uploads started together cannot all pass;
 * `exceptId` leaves out the upload being completed (it is counted with its real size). Exports
 * of the user's own data are ours, not theirs: they do not count.
 */
export async function checkQuota(
  db: Queryable,
  file: { ownerId: string; schoolId: string | null; bytes: number; exceptId?: string },
): Promise<void> {
  const except = file.exceptId ? sql`and id <> ${file.exceptId}::uuid` : sql``
  const [usage] = (
    await queryRows<{ user_bytes: string | number; school_bytes: string | number }>(
      db,
      sql`select
        (select coalesce(sum(size), 0) from media where owner_id = ${file.ownerId}::uuid
          and kind <> 'data-protection-export' ${except}) as user_bytes,
        (select coalesce(sum(size), 0) from media where school_id = ${file.schoolId}::uuid ${except}) as school_bytes`,
    )
  ).rows
  const userBytes = Number(usage?.user_bytes ?? 0)
  const schoolBytes = Number(usage?.school_bytes ?? 0)
  if (userBytes + file.bytes > limits.media.quotaBytesPerUser)
    throw new AppError('STORAGE_QUOTA_EXCEEDED', {
      scope: 'user',
      quotaBytes: limits.media.quotaBytesPerUser,
    })
  if (file.schoolId && schoolBytes + file.bytes > limits.media.quotaBytesPerSchool)
    throw new AppError('STORAGE_QUOTA_EXCEEDED', {
      scope: 'school',
      quotaBytes: limits.media.quotaBytesPerSchool,
    })
}
