import { isOneOf } from '@nido/domain/access/roles'
import { AppError } from '@nido/domain/errors'
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
