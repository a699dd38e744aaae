import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { groups, openings, schools } from '../../db/schema/index'

const detailColumns = {
  id: schools.id,
  groupId: schools.groupId,
  groupName: groups.name,
  name: schools.name,
  street: schools.street,
  postcode: schools.postcode,
  city: schools.city,
  country: schools.country,
  latitude: schools.latitude,
  longitude: schools.longitude,
  timezone: schools.timezone,
  publicPageVisible: schools.publicPageVisible,
  familiesToldOfBirthdays: schools.familiesToldOfBirthdays,
  publicDescription: schools.publicDescription,
  publicPhone: schools.publicPhone,
  publicEmail: schools.publicEmail,
  publicWebsite: schools.publicWebsite,
  publicImageMediaId: schools.publicImageMediaId,
}

export type SchoolDetailRow = Awaited<ReturnType<typeof schoolById>> & {}

export async function schoolById(db: Queryable, schoolId: string) {
  const [row] = await db
    .select(detailColumns)
    .from(schools)
    .innerJoin(groups, eq(groups.id, schools.groupId))
    .where(eq(schools.id, schoolId))
  return row
}

export async function groupExists(db: Queryable, groupId: string): Promise<boolean> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId))
  return row !== undefined
}

/** One page of schools by name then id (keyset, index schools_group_idx for one group), `limit + 1` rows. */
export async function schoolsPage(
  db: Queryable,
  input: {
    scope: SQL | undefined
    groupId?: string
    after: { name: string; id: string } | null
    limit: number
  },
) {
  return db
    .select({
      id: schools.id,
      groupId: schools.groupId,
      name: schools.name,
      city: schools.city,
      timezone: schools.timezone,
      publicPageVisible: schools.publicPageVisible,
    })
    .from(schools)
    .where(
      and(
        input.scope,
        input.groupId ? eq(schools.groupId, input.groupId) : undefined,
        input.after
          ? sql`(${schools.name}, ${schools.id}) > (${input.after.name}, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(schools.name), asc(schools.id))
    .limit(input.limit + 1)
}

export type SchoolValues = Partial<typeof schools.$inferInsert>

export async function insertSchool(db: Queryable, values: typeof schools.$inferInsert): Promise<string> {
  const [row] = await db.insert(schools).values(values).returning({ id: schools.id })
  return row!.id
}

export async function updateSchool(db: Queryable, schoolId: string, values: SchoolValues): Promise<void> {
  await db.update(schools).set(values).where(eq(schools.id, schoolId))
}

/** Every row of the school's openings table: weekly periods and closings (index openings_school_idx). */
export async function openingRows(db: Queryable, schoolId: string) {
  return db
    .select({
      type: openings.type,
      weekday: openings.weekday,
      startsAt: openings.startsAt,
      endsAt: openings.endsAt,
      dateFrom: openings.dateFrom,
      dateTo: openings.dateTo,
      label: openings.label,
    })
    .from(openings)
    .where(eq(openings.schoolId, schoolId))
    .orderBy(asc(openings.type), asc(openings.weekday), asc(openings.startsAt), asc(openings.dateFrom))
}

export async function replaceOpeningRows(
  db: Queryable,
  schoolId: string,
  rows: Array<Omit<typeof openings.$inferInsert, 'schoolId'>>,
): Promise<void> {
  await db.delete(openings).where(eq(openings.schoolId, schoolId))
  if (rows.length > 0) await db.insert(openings).values(rows.map((r) => ({ ...r, schoolId })))
}
