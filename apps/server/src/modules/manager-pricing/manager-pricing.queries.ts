import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { openings, schools } from '../../db/schema/index'

// What a price preview reads besides the tables: the school's group and its whole-day closings.

export async function groupOfSchool(db: Queryable, schoolId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ groupId: schools.groupId }).from(schools).where(eq(schools.id, schoolId))
  return row?.groupId
}

/** Whole-day closings of the school that touch the range (openings type Closing without times). */
export async function closingsOf(db: Queryable, schoolId: string, from: string, to: string) {
  const rows = await db
    .select({ from: openings.dateFrom, to: openings.dateTo })
    .from(openings)
    .where(
      and(
        eq(openings.schoolId, schoolId),
        eq(openings.type, 'Closing'),
        isNull(openings.startsAt),
        isNull(openings.endsAt),
        sql`${openings.dateFrom} <= ${to}::date`,
        sql`coalesce(${openings.dateTo}, ${openings.dateFrom}) >= ${from}::date`,
      ),
    )
  return rows.flatMap((r) => (r.from ? [{ from: r.from, to: r.to ?? r.from }] : []))
}
