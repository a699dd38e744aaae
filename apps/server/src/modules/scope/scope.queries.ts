import { and, asc, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { groups, schools, sections, users } from '../../db/schema/index'

// Spec 000 §7 scope metadata. Each query takes the asked ids AND the actor's scope in its where,
// so an id outside the scope is simply not found (never a 404 for the batch), in one query per
// kind whatever the number of ids (no N+1).

const uuids = (ids: readonly string[]) => sql`${sql.param(ids)}::uuid[]`
const anyOf = (column: SQL | typeof users.id, ids: readonly string[]) => sql`${column} = any(${uuids(ids)})`

export async function groupsIn(db: Queryable, ids: string[], scopeGroupIds: string[]) {
  if (ids.length === 0 || scopeGroupIds.length === 0) return []
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(sql`${groups.id} = any(${uuids(ids)})`, sql`${groups.id} = any(${uuids(scopeGroupIds)})`))
    .orderBy(asc(groups.name), asc(groups.id))
}

export async function schoolsIn(db: Queryable, ids: string[], scopeSchoolIds: string[]) {
  if (ids.length === 0 || scopeSchoolIds.length === 0) return []
  return db
    .select({
      id: schools.id,
      name: schools.name,
      groupId: schools.groupId,
      maAvatarId: schools.avatarMediaId,
      publicPageVisible: schools.publicPageVisible,
      openingTimezone: schools.timezone,
    })
    .from(schools)
    .where(and(sql`${schools.id} = any(${uuids(ids)})`, sql`${schools.id} = any(${uuids(scopeSchoolIds)})`))
    .orderBy(asc(schools.name), asc(schools.id))
}

export async function sectionsIn(db: Queryable, ids: string[], scopeSectionIds: string[]) {
  if (ids.length === 0 || scopeSectionIds.length === 0) return []
  return db
    .select({ id: sections.id, name: sections.name, schoolId: sections.schoolId })
    .from(sections)
    .where(
      and(sql`${sections.id} = any(${uuids(ids)})`, sql`${sections.id} = any(${uuids(scopeSectionIds)})`),
    )
    .orderBy(asc(sections.name), asc(sections.id))
}

export interface UserVisibility {
  selfId: string
  /** The actor's family: their children (or themselves as a child) and those children's guardians. */
  familyIds: string[]
  groupIds: string[]
  schoolIds: string[]
  sectionIds: string[]
  /** Staff also see the children of their sections and those children's guardians. */
  isStaff: boolean
}

/**
 * Users the actor may see among `ids`: themselves, their family, staff assigned in their
 * structure tree and, for staff, the children of their tree's sections and their guardians.
 * One statement: the ids go through users_pkey, and PostgreSQL either hashes each branch once
 * (child_sections_section_idx, guardianships_child_idx) or probes it per candidate row
 * (staff_assignments_user_idx, child_sections_key, guardianships_key), whichever is cheaper.
 */
export async function usersIn(db: Queryable, ids: string[], v: UserVisibility) {
  if (ids.length === 0) return []
  const staffInTree = sql`exists (
    select 1 from staff_assignments sa where sa.user_id = ${users.id}
      and (sa.group_id = any(${uuids(v.groupIds)}) or sa.school_id = any(${uuids(v.schoolIds)})
        or sa.section_id = any(${uuids(v.sectionIds)})))`
  const childInTree = sql`exists (
    select 1 from child_sections cs where cs.child_id = ${users.id} and cs.section_id = any(${uuids(v.sectionIds)}))`
  const guardianInTree = sql`exists (
    select 1 from guardianships g join child_sections cs on cs.child_id = g.child_id
    where g.guardian_id = ${users.id} and cs.section_id = any(${uuids(v.sectionIds)}))`
  const visible = v.isStaff
    ? sql`(${users.id} = ${v.selfId} or ${anyOf(users.id, v.familyIds)} or ${staffInTree} or ${childInTree} or ${guardianInTree})`
    : sql`(${users.id} = ${v.selfId} or ${anyOf(users.id, v.familyIds)} or ${staffInTree})`
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      profileType: users.profileType,
      avatarMediaId: users.avatarMediaId,
      genderCd: users.gender,
    })
    .from(users)
    .where(and(anyOf(users.id, ids), visible))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
}
