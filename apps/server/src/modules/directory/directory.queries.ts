import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Gender, GuardianRelationship, ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import {
  childSections,
  directoryRefs,
  guardianships,
  schools,
  sections,
  staffAssignments,
  users,
  type DirectoryRefKind,
} from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import { uuidv7 } from 'uuidv7'

// docs/directory-import.md "How it is written": every read of an import takes all the rows of the
// file at once (lists passed as one JSON parameter), every write goes in batches; no statement
// runs per row, so 5 000 families cost a few dozen round trips, not tens of thousands.

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters with a dozen columns each. */
export const batchSize = 1000

export function chunks<T>(items: readonly T[], size = batchSize): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** The rows of a plain SQL statement, with the columns as it names them. */
export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/** A list of strings as one parameter, for `x in (…)`: no array-literal escaping to get wrong. */
const textList = (values: readonly string[]) =>
  sql`(select json_array_elements_text(${JSON.stringify(values)}::json))`

export interface SchoolRow {
  id: string
  name: string
  groupId: string
}

export async function schoolsByIds(db: Queryable, ids: readonly string[]): Promise<SchoolRow[]> {
  if (ids.length === 0) return []
  return db
    .select({ id: schools.id, name: schools.name, groupId: schools.groupId })
    .from(schools)
    .where(sql`${schools.id} = any(${uuidArray(ids)})`)
}

/** The sections in use of the schools (an archived section takes no new member, docs/sections.md). */
export async function activeSections(db: Queryable, schoolIds: readonly string[]) {
  if (schoolIds.length === 0) return []
  return db
    .select({ id: sections.id, schoolId: sections.schoolId, name: sections.name })
    .from(sections)
    .where(and(sql`${sections.schoolId} = any(${uuidArray(schoolIds)})`, isNull(sections.archivedAt)))
}

export async function refsOf(
  db: Queryable,
  groupId: string,
  kind: DirectoryRefKind,
  refs: readonly string[],
): Promise<Array<{ ref: string; userId: string }>> {
  if (refs.length === 0) return []
  return db
    .select({ ref: directoryRefs.ref, userId: directoryRefs.userId })
    .from(directoryRefs)
    .where(
      and(
        eq(directoryRefs.groupId, groupId),
        eq(directoryRefs.kind, kind),
        sql`${directoryRefs.ref} in ${textList(refs)}`,
      ),
    )
}

export interface PersonRow {
  id: string
  profileType: ProfileType
  firstname: string
  lastname: string
  gender: Gender | null
  birthDate: string | null
  email: string | null
  phone: string | null
  jobTitle: string | null
}

export async function peopleByIds(db: Queryable, ids: readonly string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return []
  return db
    .select({
      id: users.id,
      profileType: users.profileType,
      firstname: users.firstname,
      lastname: users.lastname,
      gender: users.gender,
      birthDate: users.birthDate,
      email: users.email,
      phone: users.phone,
      jobTitle: users.jobTitle,
    })
    .from(users)
    .where(sql`${users.id} = any(${uuidArray(ids)})`)
}

/** Of these people, those the actor's schools reach: a child in one of their sections, a guardian of such a child, staff assigned there. */
export async function reachedBySchools(
  db: Queryable,
  kind: DirectoryRefKind,
  ids: readonly string[],
  schoolIds: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0 || schoolIds.length === 0) return new Set()
  const people = uuidArray(ids)
  const inSchools = uuidArray(schoolIds)
  const query =
    kind === 'child'
      ? sql`select distinct cs.child_id as id from child_sections cs join sections s on s.id = cs.section_id
            where cs.child_id = any(${people}) and s.school_id = any(${inSchools})`
      : kind === 'guardian'
        ? sql`select distinct g.guardian_id as id from guardianships g
              join child_sections cs on cs.child_id = g.child_id join sections s on s.id = cs.section_id
              where g.guardian_id = any(${people}) and s.school_id = any(${inSchools})`
        : sql`select distinct sa.user_id as id from staff_assignments sa left join sections s on s.id = sa.section_id
              where sa.user_id = any(${people}) and coalesce(sa.school_id, s.school_id) = any(${inSchools})`
  return new Set((await rowsOf<{ id: string }>(db, query)).map((r) => r.id))
}

/** Users holding one of these e-mails (any case), with their id. */
export async function ownersOfEmails(db: Queryable, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(sql`lower(${users.email}) in ${textList(emails)}`)
  return new Map(rows.map((r) => [r.email, r.id]))
}

export async function sectionsOfChildren(db: Queryable, childIds: readonly string[]) {
  if (childIds.length === 0) return []
  return db
    .select({ childId: childSections.childId, sectionId: childSections.sectionId })
    .from(childSections)
    .where(sql`${childSections.childId} = any(${uuidArray(childIds)})`)
}

export interface LinkRow {
  guardianId: string
  childId: string
  relationship: GuardianRelationship
  referent: boolean
  parentalAuthority: boolean
}

export async function guardianshipsOfChildren(
  db: Queryable,
  childIds: readonly string[],
): Promise<LinkRow[]> {
  if (childIds.length === 0) return []
  return db
    .select({
      guardianId: guardianships.guardianId,
      childId: guardianships.childId,
      relationship: guardianships.relationship,
      referent: guardianships.referent,
      parentalAuthority: guardianships.parentalAuthority,
    })
    .from(guardianships)
    .where(sql`${guardianships.childId} = any(${uuidArray(childIds)})`)
}

export async function assignmentsOf(db: Queryable, userIds: readonly string[]) {
  if (userIds.length === 0) return []
  return db
    .select({
      userId: staffAssignments.userId,
      schoolId: staffAssignments.schoolId,
      sectionId: staffAssignments.sectionId,
    })
    .from(staffAssignments)
    .where(sql`${staffAssignments.userId} = any(${uuidArray(userIds)})`)
}

// ---------------------------------------------------------------------------------------------
// Batched writes

export type NewPerson = Omit<PersonRow, 'jobTitle'> & {
  jobTitle?: string | null
  /** The language of their mails; new people take the importing manager's. */
  language?: string
}

/** Rows as one JSON parameter: no per-column parameters to build, whatever the batch size. */
const json = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`

export async function insertPeople(tx: Queryable, people: readonly NewPerson[]): Promise<void> {
  for (const batch of chunks(people))
    await tx.execute(sql`
      insert into users (id, profile_type, firstname, lastname, gender, birth_date, email, phone, job_title, language)
      select v.id, v.profile_type::profile_type, v.firstname, v.lastname, v.gender::gender, v.birth_date::date,
        v.email, v.phone, v.job_title, coalesce(v.language, 'en')
      from json_to_recordset(${json(
        batch.map((p) => ({
          id: p.id,
          profile_type: p.profileType,
          firstname: p.firstname,
          lastname: p.lastname,
          gender: p.gender,
          birth_date: p.birthDate,
          email: p.email,
          phone: p.phone,
          job_title: p.jobTitle ?? null,
          language: p.language ?? null,
        })),
      )}) as v(id uuid, profile_type text, firstname text, lastname text, gender text, birth_date text,
        email text, phone text, job_title text, language text)`)
}

/** Sets the names, birth date, gender, e-mail, phone and job title of existing people, in one statement per batch. */
export async function updatePeople(tx: Queryable, people: readonly NewPerson[]): Promise<void> {
  for (const batch of chunks(people)) {
    await tx.execute(sql`
      update users u set firstname = v.firstname, lastname = v.lastname, gender = v.gender::gender,
        birth_date = v.birth_date::date, email = v.email, phone = v.phone,
        job_title = v.job_title, updated_at = now()
      from json_to_recordset(${JSON.stringify(
        batch.map((p) => ({
          id: p.id,
          firstname: p.firstname,
          lastname: p.lastname,
          gender: p.gender,
          birth_date: p.birthDate,
          email: p.email,
          phone: p.phone,
          job_title: p.jobTitle ?? null,
        })),
      )}::json) as v(id uuid, firstname text, lastname text, gender text, birth_date text, email text,
        phone text, job_title text)
      where u.id = v.id`)
  }
}

export async function insertRefs(
  tx: Queryable,
  refs: ReadonlyArray<{ groupId: string; kind: DirectoryRefKind; ref: string; userId: string }>,
): Promise<void> {
  for (const batch of chunks(refs))
    await tx.execute(sql`
      insert into directory_refs (id, group_id, kind, ref, user_id)
      select v.id, v.group_id, v.kind::directory_ref_kind, v.ref, v.user_id
      from json_to_recordset(${json(batch.map((r) => ({ id: uuidv7(), group_id: r.groupId, kind: r.kind, ref: r.ref, user_id: r.userId })))})
        as v(id uuid, group_id uuid, kind text, ref text, user_id uuid)
      on conflict do nothing`)
}

export async function addChildSections(
  tx: Queryable,
  rows: ReadonlyArray<{ childId: string; sectionId: string }>,
): Promise<void> {
  for (const batch of chunks(rows))
    await tx.execute(sql`
      insert into child_sections (id, child_id, section_id)
      select v.id, v.child_id, v.section_id
      from json_to_recordset(${json(batch.map((r) => ({ id: uuidv7(), child_id: r.childId, section_id: r.sectionId })))})
        as v(id uuid, child_id uuid, section_id uuid)
      on conflict do nothing`)
}

/** New links inserted, changed ones (relationship, referent, parental authority) updated. */
export async function upsertGuardianships(tx: Queryable, rows: readonly LinkRow[]): Promise<void> {
  for (const batch of chunks(rows))
    await tx.execute(sql`
      insert into guardianships (id, guardian_id, child_id, relationship, referent, parental_authority)
      select v.id, v.guardian_id, v.child_id, v.relationship::guardian_relationship, v.referent, v.parental_authority
      from json_to_recordset(${json(
        batch.map((r) => ({
          id: uuidv7(),
          guardian_id: r.guardianId,
          child_id: r.childId,
          relationship: r.relationship,
          referent: r.referent,
          parental_authority: r.parentalAuthority,
        })),
      )}) as v(id uuid, guardian_id uuid, child_id uuid, relationship text, referent boolean, parental_authority boolean)
      on conflict (guardian_id, child_id) do update set relationship = excluded.relationship,
        referent = excluded.referent, parental_authority = excluded.parental_authority, updated_at = now()`)
}

/**
 * Fresh statistics for the tables a large import filled: until autovacuum comes by, the planner
 * would take them for as small as before and join them by nested scans (docs/directory-import.md).
 */
/** New people from which an import refreshes the statistics. */
export const analyzeThreshold = 500

export async function analyzeAfterImport(db: Queryable): Promise<void> {
  await db.execute(sql`analyze users, directory_refs, child_sections, guardianships, staff_assignments`)
}

export async function addAssignments(
  tx: Queryable,
  rows: ReadonlyArray<{ userId: string; schoolId: string | null; sectionId: string | null }>,
): Promise<void> {
  for (const batch of chunks(rows))
    await tx
      .insert(staffAssignments)
      .values(
        batch.map((r) =>
          r.sectionId
            ? { userId: r.userId, level: 'SECTION' as const, sectionId: r.sectionId }
            : { userId: r.userId, level: 'SCHOOL' as const, schoolId: r.schoolId },
        ),
      )
      .onConflictDoNothing()
}
