import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Gender, GuardianRelationship } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { childSections, guardianships, schools, sections, users } from '../../db/schema/index'

// The SQL of the my-children module (docs/my-children.md). Every read starts from the signed-in
// guardian's own guardianships, so a child id outside them finds nothing. A guardian has a handful
// of children: each list is one query for all of them (no N+1), not a paged list.

/** A child as their guardian sees them, with the guardian's own link. */
export interface MyChildRow {
  id: string
  firstname: string
  lastname: string
  birthDate: string | null
  gender: Gender | null
  avatarMediaId: string | null
  photoConsentWithheld: boolean
  relationship: GuardianRelationship
  referent: boolean
  parentalAuthority: boolean
}

/** The guardian's children among `childIds` (their family scope), by first name. */
export async function myChildRows(
  db: Queryable,
  guardianId: string,
  childIds: readonly string[],
): Promise<MyChildRow[]> {
  if (childIds.length === 0) return []
  return db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      birthDate: users.birthDate,
      gender: users.gender,
      avatarMediaId: users.avatarMediaId,
      photoConsentWithheld: users.photoConsentWithheld,
      relationship: guardianships.relationship,
      referent: guardianships.referent,
      parentalAuthority: guardianships.parentalAuthority,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.childId))
    .where(
      and(
        eq(guardianships.guardianId, guardianId),
        inArray(guardianships.childId, [...childIds]),
        eq(users.profileType, 'CHILD'),
      ),
    )
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
}

/** The active sections of the children, with their school's name. */
export async function sectionsOfChildren(db: Queryable, childIds: readonly string[]) {
  if (childIds.length === 0) return []
  return db
    .select({
      childId: childSections.childId,
      sectionId: sections.id,
      sectionName: sections.name,
      schoolId: schools.id,
      schoolName: schools.name,
    })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .where(and(inArray(childSections.childId, [...childIds]), isNull(sections.archivedAt)))
    .orderBy(asc(schools.name), asc(sections.name), asc(sections.id))
}

/** The other active guardians of the children (never the guardian asking). */
export async function coGuardiansOf(db: Queryable, guardianId: string, childIds: readonly string[]) {
  if (childIds.length === 0) return []
  return db
    .select({
      childId: guardianships.childId,
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      relationship: guardianships.relationship,
      referent: guardianships.referent,
      avatarMediaId: users.avatarMediaId,
      phone: users.phone,
      settings: users.settings,
    })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.guardianId))
    .where(
      and(
        inArray(guardianships.childId, [...childIds]),
        ne(guardianships.guardianId, guardianId),
        eq(users.status, 'Active'),
      ),
    )
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
}

export async function updateChild(
  db: Queryable,
  childId: string,
  values: { gender?: Gender | null; avatarMediaId?: string | null; updatedAt: Date },
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, childId))
}

export async function updateMyRelationship(
  db: Queryable,
  link: { guardianId: string; childId: string },
  relationship: GuardianRelationship,
  now: Date,
): Promise<void> {
  await db
    .update(guardianships)
    .set({ relationship, updatedAt: now })
    .where(and(eq(guardianships.guardianId, link.guardianId), eq(guardianships.childId, link.childId)))
}

/**
 * The child's guardianships, locked: two guardians leaving at once see each other's leave, so the
 * last referent cannot slip out while the other one does.
 */
export async function lockedLinksOf(db: Queryable, childId: string) {
  return db
    .select({ guardianId: guardianships.guardianId, referent: guardianships.referent })
    .from(guardianships)
    .where(eq(guardianships.childId, childId))
    .for('update')
}

export async function deleteLink(db: Queryable, link: { guardianId: string; childId: string }) {
  const rows = await db
    .delete(guardianships)
    .where(and(eq(guardianships.guardianId, link.guardianId), eq(guardianships.childId, link.childId)))
    .returning({ id: guardianships.id })
  return rows[0]
}
