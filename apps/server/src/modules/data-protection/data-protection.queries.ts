import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { deletionRequests, media, schools, users } from '../../db/schema/index'
import type { DeletionRequestStatus } from '@nido/domain/enums/security'

export const exportColumns = {
  id: media.id,
  fileName: media.fileName,
  size: media.size,
  storageKey: media.storageKey,
  createdAt: media.createdAt,
}

/** The user's exports, newest first (media_owner_idx). */
export function exportsOf(db: Queryable, userId: string) {
  return db
    .select(exportColumns)
    .from(media)
    .where(and(eq(media.ownerId, userId), eq(media.kind, 'data-protection-export')))
    .orderBy(sql`${media.createdAt} desc`)
}

/** One export of its owner; undefined for anyone else (answered as 404, ids cannot be probed). */
export async function ownExport(db: Queryable, userId: string, id: string) {
  const [row] = await db
    .select(exportColumns)
    .from(media)
    .where(and(eq(media.id, id), eq(media.ownerId, userId), eq(media.kind, 'data-protection-export')))
  return row
}

const requestColumns = {
  id: deletionRequests.id,
  status: deletionRequests.status,
  createdAt: deletionRequests.createdAt,
  reason: deletionRequests.reason,
  handledAt: deletionRequests.handledAt,
  schoolId: deletionRequests.schoolId,
  schoolName: schools.name,
  userId: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  profileType: users.profileType,
}

export type RequestRow = Awaited<ReturnType<typeof requestsQuery>>[number]

function requestsQuery(db: Queryable, where: SQL | undefined, limit: number) {
  return db
    .select(requestColumns)
    .from(deletionRequests)
    .innerJoin(users, eq(users.id, deletionRequests.userId))
    .leftJoin(schools, eq(schools.id, deletionRequests.schoolId))
    .where(where)
    .orderBy(asc(deletionRequests.createdAt), asc(deletionRequests.id))
    .limit(limit)
}

/**
 * The requests of the actor's schools with a status, oldest first, keyset-paged on
 * (created_at, id): the deletion_requests_school_idx (school_id, status, created_at) serves it.
 */
export function requestsOfSchools(
  db: Queryable,
  input: {
    schoolIds: string[]
    status: DeletionRequestStatus
    after?: { createdAt: Date; id: string } | undefined
    limit: number
  },
) {
  if (input.schoolIds.length === 0) return Promise.resolve([] as RequestRow[])
  const after = input.after
  return requestsQuery(
    db,
    and(
      inArray(deletionRequests.schoolId, input.schoolIds),
      eq(deletionRequests.status, input.status),
      after
        ? or(
            gt(deletionRequests.createdAt, after.createdAt),
            and(eq(deletionRequests.createdAt, after.createdAt), gt(deletionRequests.id, after.id)),
          )
        : undefined,
    ),
    input.limit,
  )
}

export async function requestInSchools(db: Queryable, id: string, schoolIds: string[]) {
  if (schoolIds.length === 0) return undefined
  const [row] = await requestsQuery(
    db,
    and(eq(deletionRequests.id, id), inArray(deletionRequests.schoolId, schoolIds)),
    1,
  )
  return row
}

/** The user's requests still open (every school's), to close together. */
export function openRequestsWhere(userId: string) {
  return and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'open'))
}
