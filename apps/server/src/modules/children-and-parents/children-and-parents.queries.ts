import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Gender, GuardianRelationship } from '@nido/domain/enums/people'
import { foldSearchText } from '@nido/domain/rules/feed-filter'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { foldedColumn, uuidArray } from '../../db/sql'
import { childArchives, childSections, guardianships, sections, users } from '../../db/schema/index'

// The SQL of children-and-parents (docs/children-and-parents.md). A child is reached through
// their sections: `child_sections` while they attend, `child_archives.section_ids` once archived
// (decision 0031). `reach` is always the actor's own section ids (platform/actor.ts), never ids
// from the client.

export interface ChildRow {
  id: string
  firstname: string
  lastname: string
  gender: Gender | null
  birthDate: string | null
  archivedAt: Date | string | null
  sections: { id: string; name: string; schoolId: string }[]
  guardianCount: number
}

/** The child's sections, attended or left, as far as the actor reaches them; the list's columns. */
const childColumns = (reach: readonly string[]) => sql`u.id, u.firstname, u.lastname, u.gender,
  u.birth_date::text as "birthDate", ca.archived_at as "archivedAt",
  (select count(*)::int from guardianships g where g.child_id = u.id) as "guardianCount",
  coalesce((select json_agg(json_build_object('id', sc.id, 'name', sc.name, 'schoolId', sc.school_id)
      order by sc.name, sc.id)
    from sections sc
    where sc.id = any(${uuidArray(reach)})
      and (sc.id = any(ca.section_ids)
        or exists (select 1 from child_sections cs where cs.child_id = u.id and cs.section_id = sc.id))),
    '[]'::json) as sections`

/** "The child is in (or, archived, left) one of these sections". */
function inSections(sectionCondition: SQL, archived: boolean | null): SQL {
  const attending = sql`exists (select 1 from child_sections cs join sections sc on sc.id = cs.section_id
    where cs.child_id = u.id and ${sectionCondition})`
  const left = sql`exists (select 1 from sections sc where sc.id = any(ca.section_ids) and ${sectionCondition})`
  if (archived === true) return sql`ca.id is not null and ${left}`
  if (archived === false) return sql`ca.id is null and ${attending}`
  return sql`((ca.id is null and ${attending}) or (ca.id is not null and ${left}))`
}

/** One child the actor reaches, attending or archived. */
export async function childInReach(
  db: Queryable,
  reach: readonly string[],
  childId: string,
): Promise<ChildRow | undefined> {
  const [row] = await selectRows<ChildRow>(
    db,
    sql`select ${childColumns(reach)}
    from users u left join child_archives ca on ca.child_id = u.id
    where u.id = ${childId} and u.profile_type = 'CHILD'
      and ${inSections(sql`sc.id = any(${uuidArray(reach)})`, null)}`,
  )
  return row
}

/**
 * One page of the children the actor reaches, by last name, first name and id (keyset,
 * ARCHITECTURE §3), `limit + 1` rows so the caller knows whether a next page exists. Active
 * children are found from their sections (child_sections_section_idx), archived ones from the
 * sections they left (child_archives_sections_idx); the order reads users_child_name_idx.
 */
export async function childrenPage(
  db: Queryable,
  input: {
    reach: readonly string[]
    archived: boolean
    schoolId?: string | undefined
    sectionId?: string | undefined
    search?: string | undefined
    after: { lastname: string; firstname: string; id: string } | null
    limit: number
  },
): Promise<ChildRow[]> {
  const sectionCondition = sql.join(
    [
      sql`sc.id = any(${uuidArray(input.reach)})`,
      input.schoolId ? sql`sc.school_id = ${input.schoolId}` : undefined,
      input.sectionId ? sql`sc.id = ${input.sectionId}` : undefined,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  )
  // Spec 000 §4: a people search ignores case and accents; every word must match the name.
  const words = foldSearchText(input.search ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const name = foldedColumn(sql`u.firstname || ' ' || u.lastname`)
  const like = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  const after = input.after
  return selectRows<ChildRow>(
    db,
    sql`select ${childColumns(input.reach)}
    from users u left join child_archives ca on ca.child_id = u.id
    where u.profile_type = 'CHILD' and ${inSections(sectionCondition, input.archived)}
      ${sql.join(
        words.map((word) => sql` and ${name} like ${like(word)}`),
        sql``,
      )}
      ${after ? sql`and (u.lastname, u.firstname, u.id) > (${after.lastname}, ${after.firstname}, ${after.id}::uuid)` : sql``}
    order by u.lastname, u.firstname, u.id
    limit ${input.limit + 1}`,
  )
}

export interface SectionInfo {
  id: string
  name: string
  schoolId: string
  schoolName: string
  archivedAt: Date | string | null
}

/** Of `ids`, the sections that exist, with their school and whether archived. */
export async function sectionsByIds(db: Queryable, ids: readonly string[]): Promise<SectionInfo[]> {
  if (ids.length === 0) return []
  return selectRows<SectionInfo>(
    db,
    sql`select sc.id, sc.name, sc.school_id as "schoolId", s.name as "schoolName", sc.archived_at as "archivedAt"
    from sections sc join schools s on s.id = sc.school_id
    where sc.id = any(${uuidArray(ids)})
    order by s.name, sc.name, sc.id`,
  )
}

/** The active sections of the actor's reach (the form's picker). */
export async function activeSectionsIn(db: Queryable, reach: readonly string[]): Promise<SectionInfo[]> {
  return (await sectionsByIds(db, reach)).filter((s) => s.archivedAt === null)
}

/** The sections the child is in now. */
export async function childSectionIds(db: Queryable, childId: string): Promise<string[]> {
  const rows = await db
    .select({ id: childSections.sectionId })
    .from(childSections)
    .where(eq(childSections.childId, childId))
  return rows.map((r) => r.id)
}

export async function addChildToSections(db: Queryable, childId: string, sectionIds: readonly string[]) {
  if (sectionIds.length === 0) return
  await db
    .insert(childSections)
    .values(sectionIds.map((sectionId) => ({ childId, sectionId })))
    .onConflictDoNothing({ target: [childSections.childId, childSections.sectionId] })
}

export async function removeChildFromSections(db: Queryable, childId: string, sectionIds: readonly string[]) {
  if (sectionIds.length === 0) return
  await db
    .delete(childSections)
    .where(
      and(
        eq(childSections.childId, childId),
        sql`${childSections.sectionId} = any(${uuidArray(sectionIds)})`,
      ),
    )
}

export async function insertChild(
  db: Queryable,
  values: {
    firstname: string
    lastname: string
    gender: Gender | null
    birthDate: string | null
    language: string
  },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ ...values, profileType: 'CHILD' })
    .returning({ id: users.id })
  return row!.id
}

export async function updateChild(
  db: Queryable,
  childId: string,
  values: { firstname?: string; lastname?: string; gender?: Gender | null; birthDate?: string | null },
): Promise<void> {
  if (Object.keys(values).length === 0) return
  await db.update(users).set(values).where(eq(users.id, childId))
}

/** The account of an e-mail (stored and compared lowercase, users_email_key). */
export async function userByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, profileType: users.profileType })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return row
}

export async function insertGuardianUser(
  db: Queryable,
  values: {
    firstname: string
    lastname: string
    email: string | null
    phone: string | null
    language: string
  },
): Promise<string | undefined> {
  // Undefined when another account took the e-mail meanwhile (users_email_key).
  const [row] = await db
    .insert(users)
    .values({ ...values, profileType: 'GUARDIAN' })
    .onConflictDoNothing()
    .returning({ id: users.id })
  return row?.id
}

export interface LinkValues {
  relationship: GuardianRelationship
  referent: boolean
  parentalAuthority: boolean
}

/** The new guardianship's id, or undefined when the guardian already has the child. */
export async function insertGuardianship(
  db: Queryable,
  values: LinkValues & { guardianId: string; childId: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(guardianships)
    .values(values)
    .onConflictDoNothing({ target: [guardianships.guardianId, guardianships.childId] })
    .returning({ id: guardianships.id })
  return row?.id
}

export async function updateGuardianship(
  db: Queryable,
  key: { guardianId: string; childId: string },
  values: Partial<LinkValues>,
): Promise<boolean> {
  const rows = await db
    .update(guardianships)
    .set(values)
    .where(and(eq(guardianships.guardianId, key.guardianId), eq(guardianships.childId, key.childId)))
    .returning({ id: guardianships.id })
  return rows.length > 0
}

export async function deleteGuardianship(db: Queryable, key: { guardianId: string; childId: string }) {
  const rows = await db
    .delete(guardianships)
    .where(and(eq(guardianships.guardianId, key.guardianId), eq(guardianships.childId, key.childId)))
    .returning({ id: guardianships.id })
  return rows.length > 0
}

export interface GuardianRow {
  id: string
  firstname: string
  lastname: string
  email: string | null
  phone: string | null
  relationship: GuardianRelationship
  referent: boolean
  parentalAuthority: boolean
  activated: boolean
}

/** The child's guardians, referents first, then by name. */
export async function guardiansOfChild(db: Queryable, childId: string): Promise<GuardianRow[]> {
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      relationship: guardianships.relationship,
      referent: guardianships.referent,
      parentalAuthority: guardianships.parentalAuthority,
      activated: sql<boolean>`(${users.passwordHash} is not null or ${users.externalIdentityId} is not null)`,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.guardianId))
    .where(eq(guardianships.childId, childId))
    .orderBy(sql`${guardianships.referent} desc`, users.lastname, users.firstname, users.id)
}

export async function insertArchive(
  db: Queryable,
  values: { childId: string; archivedAt: Date; archivedBy: string; sectionIds: string[] },
): Promise<void> {
  await db.insert(childArchives).values(values)
}

/** Removes the archive row; the sections the child left. */
export async function deleteArchive(db: Queryable, childId: string): Promise<string[]> {
  const rows = await db
    .delete(childArchives)
    .where(eq(childArchives.childId, childId))
    .returning({ sectionIds: childArchives.sectionIds })
  return rows[0]?.sectionIds ?? []
}

/** Whether the sections exist (restoring into a section that is gone is skipped). */
export async function existingSections(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(sql`${sections.id} = any(${uuidArray(ids)})`)
  return rows.map((r) => r.id)
}
