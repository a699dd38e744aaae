import { sql } from 'drizzle-orm'
import { isOneOf } from '@nido/domain/access/roles'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../db/client'
import { queryRows } from '../db/rows'
import { uuidArray } from '../db/sql'
import type { Actor } from './actor'
import { flagSchoolId } from './features'

// The school an actor works in and who manages an item there: rules that the content modules
// (posts, folders, polls, postal cards, calendar, the notification panel) share.

/**
 * The school a new item belongs to: the one chosen in the scope selector (spec 000 §4), else the
 * actor's only school. Lists show the items of this school too.
 */
export function currentSchoolOf(actor: Actor): string {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) throw new AppError('NOT_FOUND')
  return schoolId
}

/** The same for a list: a user without any school (a child in no section yet) sees an empty one. */
export function listSchoolOf(actor: Actor): string | null {
  const schoolId = flagSchoolId(actor)
  return schoolId && actor.structureTreeScope.schoolIds.includes(schoolId) ? schoolId : null
}

/** A director or coordinator of the school (spec 000 §6 query scope by school). */
export function managesSchool(actor: Actor, schoolId: string): boolean {
  return (
    isOneOf(actor.userPermission.profileType, ['DIRECTOR', 'COORDINATOR']) &&
    actor.structureTreeScope.schoolIds.includes(schoolId)
  )
}

/**
 * Who manages an item besides its author: the directors and coordinators of its school. Managers
 * see a poll's results; observers among them only read.
 */
export function isManager(actor: Actor, item: { ownerId: string | null; schoolId: string }): boolean {
  return item.ownerId === actor.userId || managesSchool(actor, item.schoolId)
}

/** Who may change or delete an item: a manager who is not an observer. */
export function mayManage(actor: Actor, item: { ownerId: string | null; schoolId: string }): boolean {
  return !actor.observer && isManager(actor, item)
}

/** Active moderators whose scope holds the school (assigned to it, a section of it or its group). */
export async function moderatorsOfSchool(db: Queryable, schoolId: string): Promise<string[]> {
  return (await moderatorsOfSchools(db, [schoolId])).map((m) => m.userId)
}

/** The same for several schools at once (one query): each school's active moderators. */
export async function moderatorsOfSchools(
  db: Queryable,
  schoolIds: readonly string[],
): Promise<Array<{ schoolId: string; userId: string }>> {
  if (schoolIds.length === 0) return []
  const result = await queryRows<{ school_id: string; user_id: string }>(
    db,
    sql`
    select distinct s.id as school_id, u.id as user_id
    from schools s
    join staff_assignments sa on sa.school_id = s.id or sa.group_id = s.group_id
      or sa.section_id in (select sc.id from sections sc where sc.school_id = s.id)
    join users u on u.id = sa.user_id and u.is_moderator and u.status = 'Active'
    where s.id = any(${uuidArray(schoolIds)})`,
  )
  return result.rows.map((r) => ({ schoolId: r.school_id, userId: r.user_id }))
}
