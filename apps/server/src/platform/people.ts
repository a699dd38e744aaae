import { and, inArray, isNull } from 'drizzle-orm'
import { idFromRow, type MediaId, type SchoolId, type UserId } from '@nido/domain/ids'
import type { Queryable } from '../db/client'
import { schools, sections, users } from '../db/schema/index'

// The person and place summaries that lists and cards show beside an item (its author, who
// reacted, a card's child; the schools and sections of the notification panel, spec 000 §7),
// built one way for every module and read in one query per page, never one per row.

/** Someone named on a card: `{ id, firstname, lastname }` (contracts' zBoardPerson). */
export interface PersonName {
  id: UserId
  firstname: string
  lastname: string
}

/**
 * An item's author through a left join (`u.id, u.firstname, u.lastname`): null when the author
 * is gone (an erased account, an item without owner).
 */
export function authorName(row: {
  id: string | null
  firstname: string | null
  lastname: string | null
}): PersonName | null {
  return row.id && row.firstname !== null
    ? { id: idFromRow<UserId>(row.id), firstname: row.firstname, lastname: row.lastname ?? '' }
    : null
}

/** The same with an avatar (contracts' zNewsPerson). */
export interface PersonSummary extends PersonName {
  avatarMediaId: MediaId | null
}

/** A person from the columns a raw query returns (`u.id, u.firstname, u.lastname, u.avatar_media_id`). */
export function personSummary(row: {
  id: string
  firstname: string
  lastname: string | null
  avatar_media_id: string | null
}): PersonSummary {
  return {
    id: idFromRow<UserId>(row.id),
    firstname: row.firstname,
    lastname: row.lastname ?? '',
    avatarMediaId: row.avatar_media_id === null ? null : idFromRow<MediaId>(row.avatar_media_id),
  }
}

/** The same through a left join: null when the person is gone (an author whose account was erased). */
export function optionalPerson(row: {
  id: string | null
  firstname: string | null
  lastname: string | null
  avatar_media_id: string | null
}): PersonSummary | null {
  return row.id === null || row.firstname === null
    ? null
    : personSummary({ ...row, id: row.id, firstname: row.firstname })
}

/** Names of people, by id, in one query (nulls and repeats are skipped). */
export async function peopleByIds(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, PersonName>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))]
  const found = new Map<string, PersonName>()
  if (unique.length === 0) return found
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, unique))
  for (const row of rows) found.set(row.id, { ...row, id: idFromRow<UserId>(row.id) })
  return found
}

/** Schools by id with their names, ordered by name. */
export async function namedSchools(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, [...ids]))
    .orderBy(schools.name)
}

/**
 * Sections by id with their names and schools, ordered by name. `active`: only those in use; an
 * archived section keeps its history but is no choice any more (docs/sections.md).
 */
export async function namedSections(
  db: Queryable,
  ids: readonly string[],
  options: { active?: boolean } = {},
) {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: sections.id, name: sections.name, schoolId: sections.schoolId })
    .from(sections)
    .where(and(inArray(sections.id, [...ids]), options.active ? isNull(sections.archivedAt) : undefined))
    .orderBy(sections.name)
  return rows.map((r) => ({ ...r, schoolId: idFromRow<SchoolId>(r.schoolId) }))
}
