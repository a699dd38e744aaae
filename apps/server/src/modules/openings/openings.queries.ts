import { and, asc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { openings, schools } from '../../db/schema/index'

/** The school, only when it is in the given scope (ARCHITECTURE §5: filter in SQL). */
export async function findSchoolInScope(db: Queryable, schoolId: string, scopeSchoolIds: string[]) {
  const [row] = await db
    .select({ id: schools.id, timezone: schools.timezone })
    .from(schools)
    .where(and(eq(schools.id, schoolId), sql`${schools.id} = any(${sql.param(scopeSchoolIds)}::uuid[])`))
  return row
}

/** Weekly openings of a school, of one weekday when given (index openings_school_idx). */
export async function regularOpenings(db: Queryable, schoolId: string, weekday?: number) {
  const rows = await db
    .select({ weekday: openings.weekday, startsAt: openings.startsAt, endsAt: openings.endsAt })
    .from(openings)
    .where(
      and(
        eq(openings.schoolId, schoolId),
        eq(openings.type, 'Opening'),
        weekday === undefined ? undefined : eq(openings.weekday, weekday),
      ),
    )
    .orderBy(asc(openings.weekday), asc(openings.startsAt))
  // A row missing a weekday or a time is incomplete data, not an opening.
  return rows.flatMap((r) =>
    r.weekday !== null && r.startsAt !== null && r.endsAt !== null
      ? [{ weekday: r.weekday, startsAt: r.startsAt, endsAt: r.endsAt }]
      : [],
  )
}

/** Exceptional closings of a school that cover a date (a missing date_to means one day). */
export async function closingsOn(db: Queryable, schoolId: string, date: string) {
  const rows = await db
    .select({
      label: openings.label,
      dateFrom: openings.dateFrom,
      dateTo: openings.dateTo,
      startsAt: openings.startsAt,
      endsAt: openings.endsAt,
    })
    .from(openings)
    .where(
      and(
        eq(openings.schoolId, schoolId),
        eq(openings.type, 'Closing'),
        sql`${openings.dateFrom} <= ${date}::date`,
        sql`coalesce(${openings.dateTo}, ${openings.dateFrom}) >= ${date}::date`,
      ),
    )
    .orderBy(asc(openings.dateFrom))
  return rows.flatMap((r) => (r.dateFrom !== null ? [{ ...r, dateFrom: r.dateFrom }] : []))
}
