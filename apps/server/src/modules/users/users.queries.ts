import { and, eq, sql } from 'drizzle-orm'
import type { ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { users } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'

/** Who may be reached, in SQL terms: the actor's schools and groups, and what they may reach there. */
export interface ManagedScope {
  /** Every user but super admins (super admins); the others never reach a group admin. */
  everyone: boolean
  schoolIds: readonly string[]
  groupIds: readonly string[]
  /** Staff of those schools (a school or a section assignment), of these profiles. */
  staffProfiles: readonly ProfileType[]
  /** Group-level staff of the groups and the families of the schools too (group admins). */
  wholeGroups: boolean
  /** The families (guardians and children) of the schools too. */
  families?: boolean
}

/** The user, when the scope reaches them; undefined otherwise (the caller answers 404). */
export async function managedUser(db: Queryable, scope: ManagedScope, userId: string) {
  const schools = uuidArray(scope.schoolIds)
  const staffOfSchools = sql`exists (
    select 1 from staff_assignments sa left join sections sc on sc.id = sa.section_id
    where sa.user_id = ${users.id} and coalesce(sa.school_id, sc.school_id) = any(${schools}))`
  const staffOfGroups = sql`exists (
    select 1 from staff_assignments sa
    where sa.user_id = ${users.id} and sa.group_id = any(${uuidArray(scope.groupIds)}))`
  const familyOfSchools = sql`exists (
    select 1 from child_sections cs join sections sc on sc.id = cs.section_id
    where sc.school_id = any(${schools}) and (cs.child_id = ${users.id}
      or cs.child_id in (select g.child_id from guardianships g where g.guardian_id = ${users.id})))`
  const profiles = sql`${users.profileType}::text = any(${`{${scope.staffProfiles.join(',')}}`}::text[])`
  // Administrators are managed by super admins only, not by their peers.
  const admins = scope.everyone ? sql`true` : sql`${users.profileType} <> 'GROUP_ADMIN'`
  const reach = scope.everyone
    ? sql`true`
    : scope.wholeGroups
      ? sql`(${staffOfSchools} or ${staffOfGroups} or ${familyOfSchools})`
      : scope.families
        ? sql`((${profiles} and ${staffOfSchools}) or ${familyOfSchools})`
        : sql`(${profiles} and ${staffOfSchools})`
  const [row] = await db
    .select({
      id: users.id,
      profileType: users.profileType,
      status: users.status,
      hasEmail: sql<boolean>`${users.email} is not null`,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.profileType} <> 'SUPER_ADMIN'`, admins, reach))
    .limit(1)
  return row
}

export async function setInactive(db: Queryable, userId: string, now: Date) {
  await db.update(users).set({ status: 'Inactive', updatedAt: now }).where(eq(users.id, userId))
}

export async function setActive(db: Queryable, userId: string, now: Date) {
  await db.update(users).set({ status: 'Active', updatedAt: now }).where(eq(users.id, userId))
}
