import { sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { maySharePerBrand, shareTargetTypesFor } from '@nido/domain/access/sharing'
import type { BrandVariant } from '@nido/domain/enums/structure'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { ShareTarget } from './news.index'

// Sharing targets (users, sections, schools) must lie within the author's scope;
// none at all is EMPTY_SHARINGS_SCOPE. Shared by posts, albums, folders and polls.
//
// The rule, in order:
//   1. no target → EMPTY_SHARINGS_SCOPE (spec 000 §8);
//   2. a target kind the profile may not name (sharing.ts: teachers no whole school, families
//      sections only, other profiles nothing) → FORBIDDEN;
//   3. families on a childrenLogin brand (spec 000 §1, 001 §6) → FORBIDDEN;
//   4. a school, section or user outside the author's scope → NOT_FOUND (ids cannot be probed).
// Scope: school-wide staff reach their schools' tree; teachers their sections; guardians their
// children's sections; a child their own sections. A user target is in scope when they are a
// child of a section in scope, a guardian of such a child, staff assigned to such a section or
// school (or their group), or the author themself.

/** The schools and sections an actor may share with (their scope as spec 000 §6 reads it). */
export function shareableStructure(actor: ActorScope): { schoolIds: string[]; sectionIds: string[] } {
  const family = ['GUARDIAN', 'CHILD'].includes(actor.userPermission.profileType)
  const scope = family ? actor.structureScope : actor.structureTreeScope
  return { schoolIds: scope.schoolIds, sectionIds: scope.sectionIds }
}

export async function checkShareTargets(
  db: Queryable,
  actor: ActorScope,
  targets: readonly ShareTarget[],
): Promise<ShareTarget[]> {
  if (targets.length === 0) throw new AppError('EMPTY_SHARINGS_SCOPE')
  const unique = dedupe(targets)
  const profile = actor.userPermission.profileType
  const kinds = shareTargetTypesFor(profile)
  if (unique.some((t) => !kinds.includes(t.targetType))) throw new AppError('FORBIDDEN')

  const { schoolIds, sectionIds } = shareableStructure(actor)
  for (const t of unique) {
    if (t.targetType === 'School' && !schoolIds.includes(t.targetId)) throw new AppError('NOT_FOUND')
    if (t.targetType === 'Section' && !sectionIds.includes(t.targetId)) throw new AppError('NOT_FOUND')
  }

  if (profile === 'GUARDIAN' || profile === 'CHILD') {
    const variants = await brandVariantsOfSections(
      db,
      unique.filter((t) => t.targetType === 'Section').map((t) => t.targetId),
    )
    if (variants.some((v) => !maySharePerBrand(profile, v))) throw new AppError('FORBIDDEN')
  }

  const userIds = unique.filter((t) => t.targetType === 'User').map((t) => t.targetId)
  if (userIds.length > 0) {
    const reachable = await usersInShareScope(db, actor, userIds)
    if (userIds.some((id) => !reachable.has(id))) throw new AppError('NOT_FOUND')
  }
  return unique
}

function dedupe(targets: readonly ShareTarget[]): ShareTarget[] {
  const seen = new Map<string, ShareTarget>()
  for (const t of targets)
    seen.set(`${t.targetType}:${t.targetId}`, { targetType: t.targetType, targetId: t.targetId })
  return [...seen.values()]
}

/** The brand variants of the groups the given sections belong to (a group without brand: standard). */
export async function brandVariantsOfSections(
  db: Queryable,
  sectionIds: readonly string[],
): Promise<BrandVariant[]> {
  if (sectionIds.length === 0) return []
  const result = await queryRows<{ variant: BrandVariant | null }>(
    db,
    sql`
    select distinct b.variant from sections sc
    join schools s on s.id = sc.school_id
    left join brands b on b.group_id = s.group_id
    where sc.id = any(${uuidArray(sectionIds)})`,
  )
  return result.rows.map((r) => r.variant ?? 'standard')
}

/**
 * Of `userIds` (or everyone, when null, for the picker; at most `limit`), the active users the actor
 * may name as a target. One query: children of sections in scope, their guardians, staff assigned
 * to those sections, schools or groups, and the actor.
 */
export async function usersInShareScope(
  db: Queryable,
  actor: ActorScope,
  userIds: readonly string[] | null,
): Promise<Set<string>> {
  const rows = await shareScopeUsers(db, actor, { userIds, schoolId: null, limit: 10_000 })
  return new Set(rows.map((r) => r.id))
}

export interface ShareScopeUser {
  id: string
  firstname: string
  lastname: string
  profileType: ActorScope['userPermission']['profileType']
}

export async function shareScopeUsers(
  db: Queryable,
  actor: ActorScope,
  options: { userIds: readonly string[] | null; schoolId: string | null; limit: number },
): Promise<ShareScopeUser[]> {
  if (!shareTargetTypesFor(actor.userPermission.profileType).includes('User')) return []
  const { schoolIds, sectionIds } = shareableStructure(actor)
  // Within one school when asked (the picker); the school must itself be in scope.
  const schools = options.schoolId ? schoolIds.filter((id) => id === options.schoolId) : schoolIds
  const schoolWide = ['COORDINATOR', 'DIRECTOR', 'SPONSOR'].includes(actor.userPermission.profileType)
  const result = await queryRows<{
    id: string
    firstname: string
    lastname: string
    profile_type: ShareScopeUser['profileType']
  }>(
    db,
    sql`
    with scope_sections as (
      select sc.id from sections sc
      where sc.school_id = any(${uuidArray(schools)})
        and (${schoolWide} or sc.id = any(${uuidArray(sectionIds)}))
    ),
    children as (
      select cs.child_id as id from child_sections cs where cs.section_id in (select id from scope_sections)
    ),
    reachable as (
      select id from children
      union select g.guardian_id from guardianships g where g.child_id in (select id from children)
      union select sa.user_id from staff_assignments sa where sa.section_id in (select id from scope_sections)
      union select sa.user_id from staff_assignments sa where sa.school_id = any(${uuidArray(schools)})
      union select sa.user_id from staff_assignments sa
        join schools s on s.group_id = sa.group_id where s.id = any(${uuidArray(schools)})
      union select ${actor.userId}::uuid
    )
    select u.id, u.firstname, u.lastname, u.profile_type from users u
    where u.id in (select id from reachable) and u.status = 'Active'
      ${options.userIds ? sql`and u.id = any(${uuidArray(options.userIds)})` : sql``}
    order by u.lastname, u.firstname, u.id
    limit ${options.limit}`,
  )
  return result.rows.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    profileType: r.profile_type,
  }))
}
