import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { foldSearchText } from '@nido/domain/rules/feed-filter'
import type { Queryable } from '../../db/client'
import { foldedColumn } from '../../db/sql'
import {
  childSections,
  guardianships,
  schools,
  sections,
  staffAssignments,
  users,
} from '../../db/schema/index'

// The SQL of the sections module (docs/sections.md). Sections, their teachers (`staff_assignments`
// at level SECTION) and their children (`child_sections`) are the tables every scope is read from
// (platform/actor.ts), so a change here is a change of who sees what from the next request on.

// `sections.id` written out: drizzle leaves the columns of a one-table select unqualified, and
// an unqualified id in the subquery would be the assignment's own.
const staffCount = sql<number>`(select count(*)::int from staff_assignments sa
  where sa.section_id = sections.id)`
const childCount = sql<number>`(select count(*)::int from child_sections cs
  where cs.section_id = sections.id)`

const sectionColumns = {
  id: sections.id,
  schoolId: sections.schoolId,
  name: sections.name,
  archivedAt: sections.archivedAt,
  staffCount,
  childCount,
}

export type SectionRow = {
  id: string
  schoolId: string
  name: string
  archivedAt: Date | null
  staffCount: number
  childCount: number
}

/** A school's group, or undefined when there is no such school. */
export async function schoolById(db: Queryable, schoolId: string) {
  const [row] = await db
    .select({ id: schools.id, groupId: schools.groupId })
    .from(schools)
    .where(eq(schools.id, schoolId))
  return row
}

export async function sectionById(db: Queryable, sectionId: string): Promise<SectionRow | undefined> {
  const [row] = await db.select(sectionColumns).from(sections).where(eq(sections.id, sectionId))
  return row
}

/**
 * One page of a school's sections, by name then id (keyset, ARCHITECTURE §3), read `limit + 1`
 * rows so the caller knows whether a next page exists.
 */
export async function sectionsOfSchool(
  db: Queryable,
  input: { schoolId: string; archived: boolean; after: { name: string; id: string } | null; limit: number },
): Promise<SectionRow[]> {
  return db
    .select(sectionColumns)
    .from(sections)
    .where(
      and(
        eq(sections.schoolId, input.schoolId),
        input.archived ? isNotNull(sections.archivedAt) : isNull(sections.archivedAt),
        input.after
          ? sql`(${sections.name}, ${sections.id}) > (${input.after.name}, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(sections.name), asc(sections.id))
    .limit(input.limit + 1)
}

/** Whether another active section of the school has this name, whatever its case. */
export async function activeNameTaken(
  db: Queryable,
  input: { schoolId: string; name: string; exceptId?: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(
      and(
        eq(sections.schoolId, input.schoolId),
        isNull(sections.archivedAt),
        sql`lower(${sections.name}) = lower(${input.name})`,
        input.exceptId ? sql`${sections.id} <> ${input.exceptId}::uuid` : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

export async function insertSection(db: Queryable, values: { schoolId: string; name: string }) {
  const [row] = await db.insert(sections).values(values).returning({ id: sections.id })
  return row!.id
}

export async function updateSection(
  db: Queryable,
  sectionId: string,
  values: { name?: string; archivedAt?: Date },
): Promise<void> {
  await db.update(sections).set(values).where(eq(sections.id, sectionId))
}

export async function sectionStaff(db: Queryable, sectionId: string) {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      jobTitle: users.jobTitle,
      observer: users.observer,
    })
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.userId))
    .where(eq(staffAssignments.sectionId, sectionId))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
}

export async function sectionChildren(db: Queryable, sectionId: string) {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      birthDate: users.birthDate,
    })
    .from(childSections)
    .innerJoin(users, eq(users.id, childSections.childId))
    .where(eq(childSections.sectionId, sectionId))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
}

/**
 * Teachers of a school: assigned to it, to one of its sections or to its group. Only they may be
 * put in one of its sections; a teacher new to the school is first given the school on the team
 * page (spec 000 §2 /team).
 */
function teacherOfSchool(school: { id: string; groupId: string }): SQL {
  return sql`${users.profileType} = 'TEACHER' and exists (
    select 1 from staff_assignments sa left join sections sc on sc.id = sa.section_id
    where sa.user_id = ${users.id}
      and (sa.school_id = ${school.id} or sc.school_id = ${school.id} or sa.group_id = ${school.groupId}))`
}

/** Children of a school: in one of its sections, archived ones included. */
function childOfSchool(school: { id: string }): SQL {
  return sql`${users.profileType} = 'CHILD' and exists (
    select 1 from child_sections cs join sections sc on sc.id = cs.section_id
    where cs.child_id = ${users.id} and sc.school_id = ${school.id})`
}

const memberOfSchool = (kind: 'staff' | 'children', school: { id: string; groupId: string }) =>
  kind === 'staff' ? teacherOfSchool(school) : childOfSchool(school)

/** Whether the user is a teacher (staff) or a child (children) of the school, and active. */
export async function isMemberOfSchool(
  db: Queryable,
  kind: 'staff' | 'children',
  school: { id: string; groupId: string },
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'Active'), memberOfSchool(kind, school)))
  return row !== undefined
}

/** The picker (docs/sections.md): active members of the school not in the section yet, by name. */
export async function candidates(
  db: Queryable,
  input: {
    kind: 'staff' | 'children'
    school: { id: string; groupId: string }
    sectionId: string
    search: string | undefined
    limit: number
  },
) {
  const inSection =
    input.kind === 'staff'
      ? sql`exists (select 1 from staff_assignments sa where sa.user_id = ${users.id} and sa.section_id = ${input.sectionId})`
      : sql`exists (select 1 from child_sections cs where cs.child_id = ${users.id} and cs.section_id = ${input.sectionId})`
  // Spec 000 §4: a people search ignores case and accents; every word must match the name.
  const words = foldSearchText(input.search ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const name = foldedColumn(sql`${users.firstname} || ' ' || ${users.lastname}`)
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(
      and(
        eq(users.status, 'Active'),
        memberOfSchool(input.kind, input.school),
        sql`not ${inSection}`,
        ...words.map((word) => sql`${name} like ${like(word)}`),
      ),
    )
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
    .limit(input.limit)
}

/** Assigns a teacher to the section unless they already are; whether a row was added. */
export async function addStaff(db: Queryable, sectionId: string, userId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: staffAssignments.id })
    .from(staffAssignments)
    .where(and(eq(staffAssignments.userId, userId), eq(staffAssignments.sectionId, sectionId)))
  if (existing) return false
  await db.insert(staffAssignments).values({ userId, level: 'SECTION', sectionId })
  return true
}

export async function removeStaff(db: Queryable, sectionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(staffAssignments)
    .where(and(eq(staffAssignments.userId, userId), eq(staffAssignments.sectionId, sectionId)))
    .returning({ id: staffAssignments.id })
  return rows.length > 0
}

export async function addChild(db: Queryable, sectionId: string, childId: string): Promise<boolean> {
  const rows = await db
    .insert(childSections)
    .values({ childId, sectionId })
    .onConflictDoNothing({ target: [childSections.childId, childSections.sectionId] })
    .returning({ id: childSections.id })
  return rows.length > 0
}

export async function removeChild(db: Queryable, sectionId: string, childId: string): Promise<boolean> {
  const rows = await db
    .delete(childSections)
    .where(and(eq(childSections.childId, childId), eq(childSections.sectionId, sectionId)))
    .returning({ id: childSections.id })
  return rows.length > 0
}

/** The guardians of a child: their scope follows the child's sections (platform/actor.ts). */
export async function guardiansOf(db: Queryable, childId: string): Promise<string[]> {
  const rows = await db
    .select({ id: guardianships.guardianId })
    .from(guardianships)
    .where(eq(guardianships.childId, childId))
  return rows.map((r) => r.id)
}
