import { and, asc, desc, eq, sql } from 'drizzle-orm'
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

// --- editing (the manager's openings page, docs/manager.md "Openings") --------------------------

/** Replaces a school's weekly opening hours with these periods (in the caller's transaction). */
export async function replaceWeeklyOpenings(
  tx: Queryable,
  schoolId: string,
  periods: { weekday: number; startsAt: string; endsAt: string }[],
) {
  await tx.delete(openings).where(and(eq(openings.schoolId, schoolId), eq(openings.type, 'Opening')))
  if (periods.length > 0)
    await tx.insert(openings).values(periods.map((p) => ({ schoolId, type: 'Opening' as const, ...p })))
}

const closingColumns = {
  id: openings.id,
  schoolId: openings.schoolId,
  label: openings.label,
  dateFrom: openings.dateFrom,
  dateTo: openings.dateTo,
  startsAt: openings.startsAt,
  endsAt: openings.endsAt,
}

/** A closing row as the manager edits it (a missing date_to is the one day of date_from). */
function closingOf(r: {
  id: string
  schoolId: string
  label: string | null
  dateFrom: string | null
  dateTo: string | null
  startsAt: string | null
  endsAt: string | null
}) {
  const dateFrom = r.dateFrom ?? ''
  return {
    id: r.id,
    schoolId: r.schoolId,
    label: r.label ?? '',
    dateFrom,
    dateTo: r.dateTo ?? dateFrom,
    // PostgreSQL prints a time with seconds; the contract speaks HH:mm.
    startsAt: r.startsAt?.slice(0, 5) ?? null,
    endsAt: r.endsAt?.slice(0, 5) ?? null,
  }
}
export type ClosingRow = ReturnType<typeof closingOf>

/**
 * A page of a school's closings (index openings_closings_idx): `upcoming` those still to end on
 * or after `today`, first day first; `past` those that ended before, latest first.
 */
export async function closingsPage(
  db: Queryable,
  input: {
    schoolId: string
    today: string
    when: 'upcoming' | 'past'
    after: { dateFrom: string; id: string } | null
    limit: number
  },
) {
  const upcoming = input.when === 'upcoming'
  const end = sql`coalesce(${openings.dateTo}, ${openings.dateFrom})`
  const rows = await db
    .select(closingColumns)
    .from(openings)
    .where(
      and(
        eq(openings.schoolId, input.schoolId),
        eq(openings.type, 'Closing'),
        upcoming ? sql`${end} >= ${input.today}::date` : sql`${end} < ${input.today}::date`,
        input.after === null
          ? undefined
          : upcoming
            ? sql`(${openings.dateFrom}, ${openings.id}) > (${input.after.dateFrom}::date, ${input.after.id}::uuid)`
            : sql`(${openings.dateFrom}, ${openings.id}) < (${input.after.dateFrom}::date, ${input.after.id}::uuid)`,
      ),
    )
    .orderBy(
      ...(upcoming
        ? [asc(openings.dateFrom), asc(openings.id)]
        : [desc(openings.dateFrom), desc(openings.id)]),
    )
    .limit(input.limit + 1)
  return rows.map(closingOf)
}

export async function closingById(db: Queryable, id: string): Promise<ClosingRow | undefined> {
  const [row] = await db
    .select(closingColumns)
    .from(openings)
    .where(and(eq(openings.id, id), eq(openings.type, 'Closing')))
  return row && closingOf(row)
}

export interface ClosingValues {
  label: string
  dateFrom: string
  dateTo: string
  startsAt: string | null
  endsAt: string | null
}

export async function insertClosing(tx: Queryable, schoolId: string, values: ClosingValues) {
  const [row] = await tx
    .insert(openings)
    .values({ schoolId, type: 'Closing', ...values })
    .returning(closingColumns)
  return closingOf(row!)
}

export async function updateClosingRow(tx: Queryable, id: string, values: ClosingValues) {
  const [row] = await tx.update(openings).set(values).where(eq(openings.id, id)).returning(closingColumns)
  return closingOf(row!)
}

export async function deleteClosingRow(tx: Queryable, id: string) {
  await tx.delete(openings).where(and(eq(openings.id, id), eq(openings.type, 'Closing')))
}
