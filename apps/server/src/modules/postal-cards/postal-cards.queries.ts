import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { uuidArray } from '../../db/sql'
import {
  childSections,
  groups,
  postalCardReads,
  postalCards,
  schools,
  sections,
  staffAssignments,
  users,
} from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { beforeKey, type TimeKey } from '../../platform/keyset'

export type PostalCardRow = typeof postalCards.$inferSelect

/** Staff who receive the cards of the sections in their scope. */
export const cardReaderProfiles = ['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const

export const isCardReader = (actor: Actor) =>
  (cardReaderProfiles as readonly string[]).includes(actor.userPermission.profileType)

/**
 * Who sees a card: the staff of its section (teachers by section, directors and coordinators by
 * school: their tree holds every section of their schools), and the family of its child (the
 * sender and the child's other guardians). Other families never do.
 */
export function cardVisible(actor: Actor): SQL {
  if (isCardReader(actor))
    return sql`${postalCards.sectionId} = any(${uuidArray(actor.structureTreeScope.sectionIds)})`
  return sql`(${postalCards.ownerId} = ${actor.userId}
    or ${postalCards.childId} = any(${uuidArray(actor.familyScope.childIds)}))`
}

const readByActor = (actor: Actor) =>
  and(eq(postalCardReads.postalCardId, postalCards.id), eq(postalCardReads.userId, actor.userId))

const cardColumns = { card: postalCards, readId: postalCardReads.id }

/** One page of the cards of a school the actor sees, newest first (postal_cards_school_idx). */
export async function listVisibleCards(
  db: Queryable,
  actor: Actor,
  schoolId: string,
  cursor: TimeKey | null,
  limit: number,
) {
  return db
    .select(cardColumns)
    .from(postalCards)
    .leftJoin(postalCardReads, readByActor(actor))
    .where(
      and(
        eq(postalCards.schoolId, schoolId),
        cardVisible(actor),
        beforeKey(postalCards.createdAt, postalCards.id, cursor),
      ),
    )
    .orderBy(desc(postalCards.createdAt), desc(postalCards.id))
    .limit(limit + 1)
}

export async function findVisibleCard(db: Queryable, actor: Actor, id: string) {
  const [row] = await db
    .select(cardColumns)
    .from(postalCards)
    .leftJoin(postalCardReads, readByActor(actor))
    .where(and(eq(postalCards.id, id), cardVisible(actor)))
  return row
}

/** Of `ids`, the cards the actor sees (the media rule of kind postal-card). */
export async function visibleCardIds(db: Queryable, actor: Actor, ids: string[]) {
  const rows = await db
    .select({ id: postalCards.id })
    .from(postalCards)
    .where(and(sql`${postalCards.id} = any(${uuidArray(ids)})`, cardVisible(actor)))
  return new Set(rows.map((r) => r.id))
}

/** Cards to the staff member's sections in a school that they have not opened. */
export async function countUnread(db: Queryable, actor: Actor, schoolId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postalCards)
    .leftJoin(postalCardReads, readByActor(actor))
    .where(and(eq(postalCards.schoolId, schoolId), cardVisible(actor), isNull(postalCardReads.id)))
  return row?.n ?? 0
}

/** Records the read mark once; true when this call stored it. */
export async function insertRead(db: Queryable, postalCardId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(postalCardReads)
    .values({ postalCardId, userId })
    .onConflictDoNothing()
    .returning({ id: postalCardReads.id })
  return rows.length > 0
}

export async function insertCard(
  db: Queryable,
  values: {
    ownerId: string
    childId: string
    sectionId: string
    schoolId: string
    message: string
    mediaId: string
  },
): Promise<PostalCardRow> {
  const [row] = await db.insert(postalCards).values(values).returning()
  return row!
}

/** The sections of some children, with their school, ordered by name. */
export async function sectionsOfChildren(db: Queryable, childIds: readonly string[]) {
  if (childIds.length === 0) return []
  return db
    .select({
      childId: childSections.childId,
      sectionId: sections.id,
      name: sections.name,
      schoolId: sections.schoolId,
    })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .where(inArray(childSections.childId, [...childIds]))
    .orderBy(asc(sections.name), asc(sections.id))
}

export async function sectionNames(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(inArray(sections.id, [...ids]))
  return new Map(rows.map((r) => [r.id, r.name]))
}

/**
 * The staff a card reaches in the feed: the section's teachers and the directors and coordinators
 * of its school or group (their assignments, spec 000 §6 query scope).
 */
export async function staffOfSection(db: Queryable, sectionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.userId))
    .innerJoin(sections, eq(sections.id, sectionId))
    .innerJoin(schools, eq(schools.id, sections.schoolId))
    .innerJoin(groups, eq(groups.id, schools.groupId))
    .where(
      and(
        inArray(users.profileType, [...cardReaderProfiles]),
        eq(users.status, 'Active'),
        or(
          eq(staffAssignments.sectionId, sections.id),
          eq(staffAssignments.schoolId, schools.id),
          eq(staffAssignments.groupId, groups.id),
        ),
      ),
    )
  return rows.map((r) => r.id)
}
