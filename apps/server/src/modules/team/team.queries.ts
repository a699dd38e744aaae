import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { TeamProfile } from '@nido/domain/contracts/team'
import type { AccessLevel, Gender } from '@nido/domain/enums/people'
import { foldSearchText } from '@nido/domain/rules/feed-filter'
import type { Queryable } from '../../db/client'
import { foldedColumn, uuidArray } from '../../db/sql'
import { schools, sections, staffAssignments, users } from '../../db/schema/index'

// The SQL of the team module (docs/team.md). A staff member belongs to the actor's team when they
// are a teacher, director or sponsor with an assignment (school, or a section of a school) among
// the actor's schools: the same reach as `managedScope` of the users module for a director.

const memberColumns = {
  id: users.id,
  profile: sql<TeamProfile>`${users.profileType}::text`,
  firstname: users.firstname,
  lastname: users.lastname,
  gender: users.gender,
  email: users.email,
  phone: users.phone,
  jobTitle: users.jobTitle,
  status: users.status,
  isModerator: users.isModerator,
  moderated: users.moderated,
  observer: users.observer,
  activated: sql<boolean>`${users.passwordHash} is not null`,
}
export type MemberRow = {
  id: string
  profile: TeamProfile
  firstname: string
  lastname: string
  gender: Gender | null
  email: string | null
  phone: string | null
  jobTitle: string | null
  status: 'Active' | 'AskedDeletion' | 'Inactive' | 'Hidden'
  isModerator: boolean
  moderated: boolean
  observer: boolean
  activated: boolean
}

const teamProfileSql = sql`${users.profileType} in ('TEACHER', 'DIRECTOR', 'SPONSOR')`

/** Assigned to one of the schools, or to a section of one (of this section when given). */
function assignedIn(schoolIds: readonly string[], sectionId?: string): SQL {
  return sql`exists (
    select 1 from staff_assignments sa left join sections sc on sc.id = sa.section_id
    where sa.user_id = ${users.id} and coalesce(sa.school_id, sc.school_id) = any(${uuidArray(schoolIds)})
    ${sectionId ? sql`and sa.section_id = ${sectionId}` : sql``})`
}

/** Spec 000 §4: a people search ignores case and accents; every word must match name or e-mail. */
function matches(search: string | undefined): SQL[] {
  const words = foldSearchText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const text = foldedColumn(
    sql`${users.firstname} || ' ' || ${users.lastname} || ' ' || coalesce(${users.email}, '')`,
  )
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return words.map((word) => sql`${text} like ${like(word)}`)
}

export interface NameKey {
  lastname: string
  firstname: string
  id: string
}

/**
 * One page of the team, by last name, first name and id (keyset on users_name_idx), `limit + 1`
 * rows so the caller knows whether a next page exists.
 */
export async function teamPage(
  db: Queryable,
  input: {
    schoolIds: readonly string[]
    sectionId?: string | undefined
    profile?: TeamProfile | undefined
    search?: string | undefined
    /** The invitations tab: Active staff who never set a password. */
    notActivated?: boolean
    after: NameKey | null
    limit: number
  },
): Promise<MemberRow[]> {
  if (input.schoolIds.length === 0) return []
  return db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        teamProfileSql,
        input.profile ? eq(users.profileType, input.profile) : undefined,
        assignedIn(input.schoolIds, input.sectionId),
        input.notActivated ? sql`${users.passwordHash} is null and ${users.status} = 'Active'` : undefined,
        ...matches(input.search),
        input.after
          ? sql`(${users.lastname}, ${users.firstname}, ${users.id}) > (${input.after.lastname}, ${input.after.firstname}, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(input.limit + 1)
}

/** The staff member when the actor's schools reach them. */
export async function teamMember(
  db: Queryable,
  schoolIds: readonly string[],
  userId: string,
): Promise<MemberRow | undefined> {
  if (schoolIds.length === 0) return undefined
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), teamProfileSql, assignedIn(schoolIds)))
  return row
}

export type AssignmentRow = {
  id: string
  userId: string
  schoolId: string | null
  schoolName: string | null
  sectionId: string | null
  sectionName: string | null
  sectionArchived: boolean
  groupId: string | null
  childAccess: AccessLevel
  teamAccess: AccessLevel
  sectionAccess: AccessLevel
}

/** Every assignment of these users, in one query (no N+1 over a page). */
export async function assignmentsOf(db: Queryable, userIds: readonly string[]): Promise<AssignmentRow[]> {
  if (userIds.length === 0) return []
  return db
    .select({
      id: staffAssignments.id,
      userId: staffAssignments.userId,
      schoolId: sql<string | null>`coalesce(${staffAssignments.schoolId}, ${sections.schoolId})`,
      schoolName: schools.name,
      sectionId: staffAssignments.sectionId,
      sectionName: sections.name,
      sectionArchived: sql<boolean>`${sections.archivedAt} is not null`,
      groupId: staffAssignments.groupId,
      childAccess: staffAssignments.childAccess,
      teamAccess: staffAssignments.teamAccess,
      sectionAccess: staffAssignments.sectionAccess,
    })
    .from(staffAssignments)
    .leftJoin(sections, eq(sections.id, staffAssignments.sectionId))
    .leftJoin(schools, sql`${schools.id} = coalesce(${staffAssignments.schoolId}, ${sections.schoolId})`)
    .where(sql`${staffAssignments.userId} = any(${uuidArray(userIds)})`)
    .orderBy(asc(schools.name), asc(sections.name), asc(staffAssignments.id))
}

/** The sections asked for, with their school and whether they are archived. */
export async function sectionsByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: sections.id, schoolId: sections.schoolId, archivedAt: sections.archivedAt })
    .from(sections)
    .where(inArray(sections.id, [...ids]))
}

/** Whether another account uses the e-mail, whatever its case (users_email_key). */
export async function emailTaken(db: Queryable, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptId ? sql`${users.id} <> ${exceptId}::uuid` : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

export interface PersonValues {
  firstname: string
  lastname: string
  gender: Gender | null
  email: string
  phone: string | null
  jobTitle: string | null
  isModerator: boolean
  moderated: boolean
  observer: boolean
}

export async function insertStaff(
  db: Queryable,
  values: PersonValues & { profileType: 'TEACHER' | 'DIRECTOR'; language: string },
): Promise<string> {
  // No password: the person sets one through the activation link (docs/team.md).
  const [row] = await db.insert(users).values(values).returning({ id: users.id })
  return row!.id
}

export async function updateStaff(db: Queryable, userId: string, values: PersonValues, now: Date) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, userId))
}

export interface AssignmentValues {
  schoolId?: string
  sectionId?: string
  childAccess: AccessLevel
  teamAccess: AccessLevel
  sectionAccess: AccessLevel
}

export async function insertAssignments(db: Queryable, userId: string, rows: readonly AssignmentValues[]) {
  if (rows.length === 0) return
  await db
    .insert(staffAssignments)
    .values(
      rows.map((a) =>
        a.sectionId
          ? { userId, level: 'SECTION' as const, sectionId: a.sectionId, ...levelsOf(a) }
          : { userId, level: 'SCHOOL' as const, schoolId: a.schoolId!, ...levelsOf(a) },
      ),
    )
}

const levelsOf = (a: AssignmentValues) => ({
  childAccess: a.childAccess,
  teamAccess: a.teamAccess,
  sectionAccess: a.sectionAccess,
})

export async function deleteAssignments(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return
  await db.delete(staffAssignments).where(inArray(staffAssignments.id, [...ids]))
}

export async function updateAssignmentLevels(db: Queryable, id: string, a: AssignmentValues, now: Date) {
  await db
    .update(staffAssignments)
    .set({ ...levelsOf(a), updatedAt: now })
    .where(eq(staffAssignments.id, id))
}
