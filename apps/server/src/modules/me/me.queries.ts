import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { childSections, schools, sections, users } from '../../db/schema/index'

/** Children ordered as the scope selector lists them: first name, then last name. */
export async function orderedChildren(db: Queryable, childIds: string[]) {
  if (childIds.length === 0) return []
  return db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, childIds))
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
}

/** Schools ordered by name, as the scope selector lists them. */
export async function orderedSchools(db: Queryable, schoolIds: string[]) {
  if (schoolIds.length === 0) return []
  return db
    .select({ id: schools.id })
    .from(schools)
    .where(inArray(schools.id, schoolIds))
    .orderBy(asc(schools.name), asc(schools.id))
}

/** The school a child attends (through their first section by name). */
export async function schoolOfChild(db: Queryable, childId: string): Promise<string | null> {
  const [row] = await db
    .select({ schoolId: sections.schoolId })
    .from(childSections)
    .innerJoin(sections, and(eq(sections.id, childSections.sectionId)))
    .where(eq(childSections.childId, childId))
    .orderBy(asc(sections.name))
    .limit(1)
  return row?.schoolId ?? null
}
