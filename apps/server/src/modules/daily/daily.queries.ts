import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { DeparturePerson, MorningWordItem } from '@nido/domain/contracts/daily'
import { queryScope } from '@nido/domain/access/scope/query-scope'
import type { ChildId } from '@nido/domain/ids'
import type { Gender } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import {
  dailyCheckIns,
  dailyMorningWords,
  dailyStaffCheckIns,
  dailyStaffCodes,
  featureFlags,
  schools,
} from '../../db/schema/index'
import type { Actor } from '../../platform/actor'

// SQL of the daily module. Every read of a child goes through the actor's query scope (spec 000 §6:
// director and coordinator by school, teacher by section, guardian by child), written into the
// `where`, never trusted from the client (ARCHITECTURE §5).

const uuids = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`

/** The condition "child_sections row `cs` of child `u` is in the actor's scope". */
function childScopeCondition(actor: Actor): SQL {
  const scope = queryScope(actor)
  switch (scope.by) {
    case 'school':
      return sql`sc.school_id = any(${uuids(scope.schoolIds)})`
    case 'section':
      return sql`cs.section_id = any(${uuids(scope.sectionIds)})`
    case 'child':
    case 'self':
      return sql`u.id = any(${uuids(scope.childIds)})`
  }
}

export interface ChildRow {
  id: string
  firstname: string
  lastname: string
  avatarMediaId: string | null
  schoolId: string
  timezone: string
}

/** A child in the actor's scope with their school, or undefined (the caller answers 404). */
export async function findChildInScope(
  db: Queryable,
  actor: Actor,
  childId: ChildId,
): Promise<ChildRow | undefined> {
  const [row] = await selectRows<ChildRow>(
    db,
    sql`select u.id, u.firstname, u.lastname, u.avatar_media_id as "avatarMediaId",
          sc.school_id as "schoolId", s.timezone
        from users u
        join child_sections cs on cs.child_id = u.id
        join sections sc on sc.id = cs.section_id
        join schools s on s.id = sc.school_id
        where u.id = ${childId} and u.profile_type = 'CHILD' and ${childScopeCondition(actor)}
        order by sc.name, sc.id
        limit 1`,
  )
  return row
}

export async function findSchool(db: Queryable, schoolId: string) {
  const [row] = await db
    .select({ id: schools.id, timezone: schools.timezone, groupId: schools.groupId })
    .from(schools)
    .where(eq(schools.id, schoolId))
  return row
}

// --- check-ins and morning words -----------------------------------------------------------------

export type CheckInRow = typeof dailyCheckIns.$inferSelect
export type MorningWordRow = typeof dailyMorningWords.$inferSelect

export async function findCheckIn(db: Queryable, childId: string, date: string) {
  const [row] = await db
    .select()
    .from(dailyCheckIns)
    .where(and(eq(dailyCheckIns.childId, childId), eq(dailyCheckIns.date, date)))
  return row
}

export async function findMorningWord(db: Queryable, childId: string, date: string) {
  const [row] = await db
    .select()
    .from(dailyMorningWords)
    .where(and(eq(dailyMorningWords.childId, childId), eq(dailyMorningWords.date, date)))
  return row
}

/** `now` is the app's clock (ARCHITECTURE §5): the stamp is the check-in's shown "saved at". */
export async function upsertCheckIn(
  tx: Queryable,
  now: Date,
  values: {
    schoolId: string
    childId: string
    date: string
    arrival: string | null
    departure: string | null
    pickup: DeparturePerson | null
    updatedById: string
  },
): Promise<CheckInRow> {
  const [row] = await tx
    .insert(dailyCheckIns)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dailyCheckIns.childId, dailyCheckIns.date],
      set: {
        schoolId: values.schoolId,
        arrival: values.arrival,
        departure: values.departure,
        pickup: values.pickup,
        updatedById: values.updatedById,
        updatedAt: now,
      },
    })
    .returning()
  return row!
}

/** Locks the day's check-in row of a child (one-tap check in/out read then write it). */
export async function lockCheckIn(tx: Queryable, childId: string, date: string) {
  const [row] = await tx
    .select()
    .from(dailyCheckIns)
    .where(and(eq(dailyCheckIns.childId, childId), eq(dailyCheckIns.date, date)))
    .for('update')
  return row
}

/** `now` is the app's clock (ARCHITECTURE §5), as for the check-in. */
export async function upsertMorningWord(
  tx: Queryable,
  now: Date,
  values: {
    schoolId: string
    childId: string
    date: string
    allFine: boolean
    items: MorningWordItem[]
    updatedById: string
  },
): Promise<MorningWordRow> {
  const [row] = await tx
    .insert(dailyMorningWords)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dailyMorningWords.childId, dailyMorningWords.date],
      set: {
        schoolId: values.schoolId,
        allFine: values.allFine,
        items: values.items,
        updatedById: values.updatedById,
        updatedAt: now,
      },
    })
    .returning()
  return row!
}

// --- board ---------------------------------------------------------------------------------------

export interface BoardSectionRow {
  id: string
  name: string
}

/** Sections of a school the actor sees: all for school-scoped staff, their own for teachers. */
export async function boardSections(db: Queryable, actor: Actor, schoolId: string) {
  const scope = queryScope(actor)
  const sectionFilter = scope.by === 'section' ? sql`and sc.id = any(${uuids(scope.sectionIds)})` : sql``
  return selectRows<BoardSectionRow>(
    db,
    sql`select sc.id, sc.name from sections sc
        where sc.school_id = ${schoolId} ${sectionFilter}
        order by sc.name, sc.id`,
  )
}

export interface BoardChildRow {
  sectionId: string
  id: string
  firstname: string
  lastname: string
  gender: Gender | null
  avatarMediaId: string | null
}

export async function childrenOfSections(db: Queryable, sectionIds: string[]) {
  if (sectionIds.length === 0) return []
  return selectRows<BoardChildRow>(
    db,
    sql`select cs.section_id as "sectionId", u.id, u.firstname, u.lastname, u.gender,
          u.avatar_media_id as "avatarMediaId"
        from child_sections cs join users u on u.id = cs.child_id
        where cs.section_id = any(${uuids(sectionIds)}) and u.profile_type = 'CHILD'
          and u.status = 'Active'
        order by u.firstname, u.lastname, u.id`,
  )
}

const dates = <T extends { createdAt: string | Date; updatedAt: string | Date }>(row: T) => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
})

// The board's reads are written by hand: on a 60-child section the query builder's row mapping
// cost several times the query itself (bench of docs/daily.md).

/** Every child check-in of a school's day (index daily_check_ins_school_date_idx). */
export async function checkInsOfSchoolDay(
  db: Queryable,
  schoolId: string,
  date: string,
): Promise<CheckInRow[]> {
  const rows = await selectRows<
    Omit<CheckInRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }
  >(
    db,
    sql`select id, school_id as "schoolId", child_id as "childId", date::text as date, arrival, departure,
          pickup, updated_by_id as "updatedById", created_at as "createdAt", updated_at as "updatedAt"
        from daily_check_ins where school_id = ${schoolId} and date = ${date}::date`,
  )
  return rows.map(dates)
}

export async function morningWordsOfSchoolDay(
  db: Queryable,
  schoolId: string,
  date: string,
): Promise<MorningWordRow[]> {
  const rows = await selectRows<
    Omit<MorningWordRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }
  >(
    db,
    sql`select id, school_id as "schoolId", child_id as "childId", date::text as date,
          all_fine as "allFine", items, updated_by_id as "updatedById",
          created_at as "createdAt", updated_at as "updatedAt"
        from daily_morning_words where school_id = ${schoolId} and date = ${date}::date`,
  )
  return rows.map(dates)
}

export interface StaffCheckInRow {
  id: string
  userId: string
  firstname: string
  lastname: string
  avatarMediaId: string | null
  date: string
  arrivedAt: Date
  departedAt: Date | null
}

/** Staff presences of a school's day, by arrival (index daily_staff_check_ins_school_date_idx). */
export async function staffCheckInsOfSchoolDay(db: Queryable, schoolId: string, date: string) {
  const rows = await selectRows<
    Omit<StaffCheckInRow, 'arrivedAt' | 'departedAt'> & {
      arrivedAt: string | Date
      departedAt: string | Date | null
    }
  >(
    db,
    sql`select d.id, d.user_id as "userId", u.firstname, u.lastname,
          u.avatar_media_id as "avatarMediaId", d.date::text as date,
          d.arrived_at as "arrivedAt", d.departed_at as "departedAt"
        from daily_staff_check_ins d join users u on u.id = d.user_id
        where d.school_id = ${schoolId} and d.date = ${date}::date
        order by d.arrived_at, d.id`,
  )
  return rows.map((r): StaffCheckInRow => ({
    ...r,
    arrivedAt: new Date(r.arrivedAt),
    departedAt: r.departedAt === null ? null : new Date(r.departedAt),
  }))
}

// --- people around a child -----------------------------------------------------------------------

export interface GuardianRow {
  id: string
  firstname: string
  lastname: string
  referent: boolean
}

/** A child's guardians, referents first, then by name. */
export async function guardiansOf(db: Queryable, childId: string) {
  return selectRows<GuardianRow>(
    db,
    sql`select u.id, u.firstname, u.lastname, g.referent
        from guardianships g join users u on u.id = g.guardian_id
        where g.child_id = ${childId}
        order by g.referent desc, u.lastname, u.firstname, u.id`,
  )
}

/**
 * Who is told of a change of a child's day (realtime): the staff of the school (assigned to it,
 * to one of its sections, or to its group) and the child's guardians.
 */
export async function dailyAudience(db: Queryable, schoolId: string, childId: string | null) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select sa.user_id as id from staff_assignments sa
          left join sections sc on sc.id = sa.section_id
        where sa.school_id = ${schoolId} or sc.school_id = ${schoolId}
          or sa.group_id = (select group_id from schools where id = ${schoolId})
        union
        select g.guardian_id as id from guardianships g where g.child_id = ${childId}::uuid`,
  )
  return rows.map((r) => r.id)
}

/** The user is staff of the school (directly, by a section, or by its group). */
export async function isStaffOfSchool(db: Queryable, userId: string, schoolId: string) {
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from staff_assignments sa
          left join sections sc on sc.id = sa.section_id
        where sa.user_id = ${userId}
          and (sa.school_id = ${schoolId} or sc.school_id = ${schoolId}
            or sa.group_id = (select group_id from schools where id = ${schoolId}))
        limit 1`,
  )
  return rows.length > 0
}

// --- settings ------------------------------------------------------------------------------------

/** The school's own daily flag row and the global one (the school's options win, spec 000 §9). */
export async function dailyFlagRows(db: Queryable, schoolId: string) {
  const rows = await db
    .select({
      id: featureFlags.id,
      schoolId: featureFlags.schoolId,
      enabled: featureFlags.enabled,
      options: featureFlags.options,
    })
    .from(featureFlags)
    .where(
      and(
        eq(featureFlags.key, 'daily'),
        sql`(${featureFlags.schoolId} = ${schoolId} or ${featureFlags.schoolId} is null)`,
      ),
    )
  return { own: rows.find((r) => r.schoolId === schoolId), global: rows.find((r) => r.schoolId === null) }
}

export async function writeDailyOptions(
  tx: Queryable,
  schoolId: string,
  options: Record<string, unknown>,
  enabledIfNew: boolean | null,
  now: Date,
) {
  await tx
    .insert(featureFlags)
    .values({ schoolId, key: 'daily', enabled: enabledIfNew, options })
    .onConflictDoUpdate({
      target: [featureFlags.schoolId, featureFlags.key],
      set: { options, updatedAt: now },
    })
}

// --- staff codes and staff check-ins --------------------------------------------------------------

export async function findStaffCode(db: Queryable, schoolId: string, userId: string) {
  const [row] = await db
    .select({ id: dailyStaffCodes.id, updatedAt: dailyStaffCodes.updatedAt })
    .from(dailyStaffCodes)
    .where(and(eq(dailyStaffCodes.schoolId, schoolId), eq(dailyStaffCodes.userId, userId)))
  return row
}

/** The owner of a code, given every stored form of it (daily.codes.ts). */
export async function findStaffCodeOwner(db: Queryable, schoolId: string, codeHashes: string[]) {
  const [row] = await db
    .select({ userId: dailyStaffCodes.userId })
    .from(dailyStaffCodes)
    .where(and(eq(dailyStaffCodes.schoolId, schoolId), inArray(dailyStaffCodes.codeHash, codeHashes)))
    .limit(1)
  return row
}

export async function upsertStaffCode(
  tx: Queryable,
  schoolId: string,
  userId: string,
  codeHash: string,
  now: Date,
) {
  const [row] = await tx
    .insert(dailyStaffCodes)
    .values({ schoolId, userId, codeHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [dailyStaffCodes.schoolId, dailyStaffCodes.userId],
      set: { codeHash, updatedAt: now },
    })
    .returning({ updatedAt: dailyStaffCodes.updatedAt })
  return row!
}

/** The person's open presence in the school, locked (clock in/out read then write it). */
export async function lockOpenStaffCheckIn(tx: Queryable, schoolId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(dailyStaffCheckIns)
    .where(
      and(
        eq(dailyStaffCheckIns.schoolId, schoolId),
        eq(dailyStaffCheckIns.userId, userId),
        isNull(dailyStaffCheckIns.departedAt),
      ),
    )
    .orderBy(asc(dailyStaffCheckIns.arrivedAt))
    .for('update')
  return row
}

export async function closeStaffCheckIn(tx: Queryable, id: string, departedAt: Date) {
  const [row] = await tx
    .update(dailyStaffCheckIns)
    .set({ departedAt })
    .where(eq(dailyStaffCheckIns.id, id))
    .returning()
  return row!
}

export async function openStaffCheckIn(
  tx: Queryable,
  values: { schoolId: string; userId: string; date: string; arrivedAt: Date },
) {
  // A concurrent clock-in of the same person lost the race: the open-presence index says so.
  const [row] = await tx.insert(dailyStaffCheckIns).values(values).onConflictDoNothing().returning()
  return row
}
