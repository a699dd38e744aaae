import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm'
import type { ChildWithoutGuardian } from '@nido/domain/contracts/data-protection'
import type { Queryable } from '../../db/client'
import {
  childSections,
  guardianships,
  schools,
  sections,
  staffAssignments,
  users,
} from '../../db/schema/index'
import { queueTemplateMail } from '../../mail/render'
import type { Actor } from '../../platform/actor'

// Children left without a guardian (docs/security.md "Erasure"): once a guardian's account is
// erased, a child may have nobody left to sign in for them, pick them up or give photo consent.
// The directors of the child's school are told by mail, the directors and coordinators see the
// list, and link a guardian again through the invitation of docs/invitations.md (the mail or the
// PDF carries the child's key; the relative adds the child with it and becomes their guardian).

/** The child (the outer `users` row) has a guardian. */
const hasGuardianSub = (db: Queryable) =>
  db
    .select({ one: sql`1` })
    .from(guardianships)
    .where(eq(guardianships.childId, users.id))

/** Of these children, those nobody is guardian of any more (and who are still listed). */
async function withoutGuardian(db: Queryable, childIds: readonly string[]) {
  if (childIds.length === 0) return []
  return db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(and(inArray(users.id, [...childIds]), ne(users.status, 'Hidden'), notExists(hasGuardianSub(db))))
}

/**
 * Spec 000 §6 query scope (directors and coordinators by school): the children of the actor's
 * schools' sections that have no guardian, by school then name.
 */
export async function childrenWithoutGuardian(db: Queryable, actor: Actor): Promise<ChildWithoutGuardian[]> {
  const schoolIds = actor.structureTreeScope.schoolIds
  if (schoolIds.length === 0) return []
  const rows = await db
    .selectDistinct({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      schoolId: schools.id,
      schoolName: schools.name,
      sectionId: sections.id,
      sectionName: sections.name,
    })
    .from(users)
    .innerJoin(childSections, eq(childSections.childId, users.id))
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .where(
      and(
        eq(users.profileType, 'CHILD'),
        ne(users.status, 'Hidden'),
        inArray(schools.id, schoolIds),
        notExists(hasGuardianSub(db)),
      ),
    )
    .orderBy(asc(schools.name), asc(users.lastname), asc(users.firstname), asc(sections.name))
  const byChild = new Map<string, ChildWithoutGuardian>()
  for (const row of rows) {
    const child = byChild.get(row.id) ?? {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      school: { id: row.schoolId, name: row.schoolName },
      sections: [],
    }
    child.sections.push({ id: row.sectionId, name: row.sectionName })
    byChild.set(row.id, child)
  }
  return [...byChild.values()]
}

/**
 * After an erasure, in its transaction: of the children the person was guardian of, those left
 * with nobody, and a mail to each active director of their schools (the outbox, in the
 * director's language) naming them and linking to the list.
 */
export async function warnDirectorsOfGuardianless(
  tx: Queryable,
  childIds: readonly string[],
  listUrl: string,
): Promise<string[]> {
  const orphans = await withoutGuardian(tx, childIds)
  if (orphans.length === 0) return []
  const places = await tx
    .selectDistinct({ childId: childSections.childId, schoolId: sections.schoolId })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .where(
      inArray(
        childSections.childId,
        orphans.map((o) => o.id),
      ),
    )
  const schoolIds = [...new Set(places.map((p) => p.schoolId))]
  if (schoolIds.length === 0) return orphans.map((o) => o.id)
  const directors = await tx
    .selectDistinct({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      language: users.language,
      schoolId: staffAssignments.schoolId,
    })
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.userId))
    .where(
      and(
        inArray(staffAssignments.schoolId, schoolIds),
        eq(users.profileType, 'DIRECTOR'),
        eq(users.status, 'Active'),
      ),
    )
  const childrenOf = new Map<string, Set<string>>()
  for (const director of directors) {
    if (!director.email) continue
    const set = childrenOf.get(director.id) ?? new Set<string>()
    for (const p of places) if (p.schoolId === director.schoolId) set.add(p.childId)
    childrenOf.set(director.id, set)
  }
  for (const director of directors) {
    const ids = childrenOf.get(director.id)
    if (!director.email || !ids) continue
    childrenOf.delete(director.id)
    const names = orphans
      .filter((o) => ids.has(o.id))
      .map((o) => `${o.firstname} ${o.lastname}`.trim())
      .join(', ')
    await queueTemplateMail(tx, director.email, director.language, 'children-without-guardian', {
      name: director.firstname,
      child: names,
      link: listUrl,
    })
  }
  return orphans.map((o) => o.id)
}
