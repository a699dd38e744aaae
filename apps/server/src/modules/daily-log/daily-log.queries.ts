import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { DailyEntryKind } from '@nido/domain/enums/daily'
import type { EntryData } from '@nido/domain/contracts/daily-log'
import type { MediaType } from '@nido/domain/enums/media'
import type { Gender } from '@nido/domain/enums/people'
import { queryScope } from '@nido/domain/access/scope/query-scope'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { dailyEntries, dailyLogDays } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'

// The care log's SQL. Every staff query takes the actor's scope into its `where`
// (ARCHITECTURE §5, spec 000 §6 query scope: teachers by section, directors and coordinators by
// school); families reach their own children only (familyScope, or themself for a child).

/** `sc` is a row of `sections`: is it in the staff actor's scope? */
export function staffSectionScope(actor: ActorScope): SQL {
  const scope = queryScope(actor)
  if (scope.by === 'school') return sql`sc.school_id = any(${uuidArray(scope.schoolIds)})`
  if (scope.by === 'section') return sql`sc.id = any(${uuidArray(scope.sectionIds)})`
  return sql`false`
}

export interface SectionRow {
  id: string
  name: string
  school_id: string
  school_name: string
  timezone: string
  child_count: number | string
}

/**
 * The sections the actor keeps the log of, in one school when `schoolId` is given. An archived
 * section is no choice any more (docs/sections.md); its past days stay readable by id.
 */
export async function scopedSections(db: Queryable, actor: ActorScope, schoolId: string | null) {
  return selectRows<SectionRow>(
    db,
    sql`select sc.id, sc.name, sc.school_id, s.name as school_name, s.timezone,
      (select count(*) from child_sections cs join users c on c.id = cs.child_id
        where cs.section_id = sc.id and c.status = 'Active') as child_count
    from sections sc join schools s on s.id = sc.school_id
    where ${staffSectionScope(actor)} and sc.archived_at is null
      ${schoolId ? sql`and sc.school_id = ${schoolId}` : sql``}
    order by s.name, sc.name, sc.id`,
  )
}

export async function scopedSection(db: Queryable, actor: ActorScope, sectionId: string) {
  const [row] = await selectRows<SectionRow>(
    db,
    sql`select sc.id, sc.name, sc.school_id, s.name as school_name, s.timezone, 0 as child_count
    from sections sc join schools s on s.id = sc.school_id
    where sc.id = ${sectionId} and ${staffSectionScope(actor)}`,
  )
  return row
}

export interface ChildRow {
  id: string
  firstname: string
  lastname: string
  gender: Gender | null
  avatar_media_id: string | null
}

/** The active children of a section. */
export async function sectionChildren(db: Queryable, sectionId: string) {
  return selectRows<ChildRow>(
    db,
    sql`select c.id, c.firstname, c.lastname, c.gender, c.avatar_media_id
    from child_sections cs join users c on c.id = cs.child_id
    where cs.section_id = ${sectionId} and c.status = 'Active' and c.profile_type = 'CHILD'`,
  )
}

export interface ScopedChildRow {
  id: string
  firstname: string
  lastname: string
  gender: Gender | null
  section_id: string
  school_id: string
  timezone: string
}

/**
 * Of `childIds`, the children the staff actor reaches, each with one of their sections in scope
 * (the one the entry is logged from) and its school's time zone.
 */
export async function staffChildren(db: Queryable, actor: ActorScope, childIds: readonly string[]) {
  if (childIds.length === 0) return []
  return selectRows<ScopedChildRow>(
    db,
    sql`select distinct on (c.id) c.id, c.firstname, c.lastname, c.gender, sc.id as section_id, sc.school_id, s.timezone
    from users c
    join child_sections cs on cs.child_id = c.id
    join sections sc on sc.id = cs.section_id
    join schools s on s.id = sc.school_id
    where c.id = any(${uuidArray(childIds)}) and c.profile_type = 'CHILD' and ${staffSectionScope(actor)}
    order by c.id, sc.name, sc.id`,
  )
}

/** A child the family actor reaches (a guardian's child, or a child themself), with a school. */
export async function familyChild(db: Queryable, actor: ActorScope, childId: string) {
  const own =
    actor.userPermission.profileType === 'CHILD'
      ? [actor.userId]
      : actor.userPermission.profileType === 'GUARDIAN'
        ? actor.familyScope.childIds
        : []
  if (!own.includes(childId)) return undefined
  const [row] = await selectRows<ScopedChildRow>(
    db,
    sql`select c.id, c.firstname, c.lastname, c.gender, sc.id as section_id, sc.school_id, s.timezone
    from users c
    join child_sections cs on cs.child_id = c.id
    join sections sc on sc.id = cs.section_id
    join schools s on s.id = sc.school_id
    where c.id = ${childId}
    order by sc.name, sc.id limit 1`,
  )
  return row
}

export interface EntryRow {
  id: string
  day_id: string
  child_id: string
  school_id: string
  section_id: string | null
  date: string
  time: string
  kind: DailyEntryKind
  comment: string
  data: EntryData | string
  media_id: string | null
  batch_id: string
  author_id: string | null
  created_at: string | Date
  updated_at: string | Date
  author_firstname: string | null
  author_lastname: string | null
  author_avatar_media_id: string | null
  media_type: MediaType | null
  media_file_name: string | null
  media_mime_type: string | null
  media_status: string | null
}

const entrySelect = sql`select e.id, e.day_id, e.child_id, e.school_id, e.section_id, e.date::text as date,
    e.time, e.kind, e.comment, e.data, e.media_id, e.batch_id, e.author_id, e.created_at, e.updated_at,
    a.firstname as author_firstname, a.lastname as author_lastname,
    a.avatar_media_id as author_avatar_media_id,
    m.type as media_type, m.file_name as media_file_name, m.mime_type as media_mime_type,
    m.status as media_status
  from daily_entries e
  left join users a on a.id = e.author_id
  left join media m on m.id = e.media_id`

/**
 * Many entries as ONE text cell (a JSON array of rows shaped like EntryRow): the drivers, PGlite
 * above all, pay per cell they decode, and a board holds 60 children × 20 entries
 * (bench/src/daily-board.ts), so the rows travel as one string and JSON.parse reads them.
 */
async function entryList(db: Queryable, where: SQL, order: SQL): Promise<EntryRow[]> {
  const [row] = await selectRows<{ rows: string | null }>(
    db,
    sql`select coalesce(json_agg(json_build_object('id', e.id, 'day_id', e.day_id, 'child_id', e.child_id,
        'school_id', e.school_id, 'section_id', e.section_id, 'date', e.date, 'time', e.time, 'kind', e.kind,
        'comment', e.comment, 'data', e.data, 'media_id', e.media_id, 'batch_id', e.batch_id,
        'author_id', e.author_id, 'created_at', e.created_at, 'updated_at', e.updated_at,
        'author_firstname', a.firstname, 'author_lastname', a.lastname,
        'author_avatar_media_id', a.avatar_media_id, 'media_type', m.type,
        'media_file_name', m.file_name, 'media_mime_type', m.mime_type, 'media_status', m.status)
        order by ${order}), '[]'::json)::text as rows
    from daily_entries e
    left join users a on a.id = e.author_id
    left join media m on m.id = e.media_id
    where ${where}`,
  )
  return JSON.parse(row?.rows ?? '[]') as EntryRow[]
}

/** The entries of some children over a period, by child, in time order. */
export async function entriesOf(db: Queryable, childIds: readonly string[], from: string, to: string = from) {
  if (childIds.length === 0) return []
  return entryList(
    db,
    sql`e.child_id = any(${uuidArray(childIds)}) and e.date between ${from}::date and ${to}::date`,
    sql`e.date, e.child_id, e.time, e.created_at, e.id`,
  )
}

export async function entriesByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return []
  return entryList(db, sql`e.id = any(${uuidArray(ids)})`, sql`e.child_id, e.time, e.id`)
}

/** The entries of some days (news references), in time order. */
export async function entriesOfDays(db: Queryable, dayIds: readonly string[]) {
  if (dayIds.length === 0) return []
  return entryList(db, sql`e.day_id = any(${uuidArray(dayIds)})`, sql`e.day_id, e.time, e.created_at, e.id`)
}

/** The entries of some batches (the media rule of an audio message). */
export async function entriesOfBatches(db: Queryable, batchIds: readonly string[]) {
  if (batchIds.length === 0) return []
  return entryList(db, sql`e.batch_id = any(${uuidArray(batchIds)})`, sql`e.id`)
}

/** An entry the staff actor reaches (its child in their scope), locked for a change. */
export async function staffEntry(db: Queryable, actor: ActorScope, id: string, lock = false) {
  const [row] = await selectRows<EntryRow>(
    db,
    sql`${entrySelect}
    where e.id = ${id} and exists (select 1 from child_sections cs join sections sc on sc.id = cs.section_id
      where cs.child_id = e.child_id and ${staffSectionScope(actor)})
    ${lock ? sql`for update of e` : sql``}`,
  )
  return row
}

export async function schoolTimezone(db: Queryable, schoolId: string): Promise<string> {
  const [row] = await selectRows<{ timezone: string }>(
    db,
    sql`select timezone from schools where id = ${schoolId}`,
  )
  return row?.timezone ?? 'UTC'
}

/** The day row of a child (the Daily news reference), created on first use. */
export async function upsertDay(db: Queryable, childId: string, schoolId: string, date: string, now: Date) {
  const [row] = await db
    .insert(dailyLogDays)
    .values({ childId, schoolId, date })
    .onConflictDoUpdate({
      target: [dailyLogDays.childId, dailyLogDays.date],
      set: { updatedAt: now, schoolId },
    })
    .returning({ id: dailyLogDays.id })
  return row!.id
}

export interface DayRow {
  id: string
  child_id: string
  school_id: string
  date: string
  firstname: string
  lastname: string
  gender: Gender | null
}

export async function daysByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return []
  return selectRows<DayRow>(
    db,
    sql`select d.id, d.child_id, d.school_id, d.date::text as date, c.firstname, c.lastname, c.gender
    from daily_log_days d join users c on c.id = d.child_id
    where d.id = any(${uuidArray(ids)})`,
  )
}

export async function dayOf(db: Queryable, childId: string, date: string) {
  const [row] = await db
    .select({ id: dailyLogDays.id })
    .from(dailyLogDays)
    .where(and(eq(dailyLogDays.childId, childId), eq(dailyLogDays.date, date)))
  return row?.id
}

/** How many entries of a day families could ever see (their kinds are not never-visible). */
export async function familyKindCount(db: Queryable, dayId: string, kinds: readonly DailyEntryKind[]) {
  if (kinds.length === 0) return 0
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from daily_entries
    where day_id = ${dayId} and kind::text = any(${`{${kinds.join(',')}}`}::text[])`,
  )
  return Number(row?.n ?? 0)
}

export type EntryInsert = typeof dailyEntries.$inferInsert

export async function insertEntries(db: Queryable, rows: EntryInsert[]) {
  if (rows.length === 0) return []
  return db.insert(dailyEntries).values(rows).returning({ id: dailyEntries.id })
}

export async function updateEntry(
  db: Queryable,
  id: string,
  values: Pick<EntryInsert, 'time' | 'kind' | 'comment' | 'data' | 'mediaId' | 'batchId'>,
  now: Date,
) {
  await db
    .update(dailyEntries)
    .set({ ...values, updatedAt: now })
    .where(eq(dailyEntries.id, id))
}

export async function deleteEntry(db: Queryable, id: string) {
  await db.delete(dailyEntries).where(eq(dailyEntries.id, id))
}

/** Who hears about a change (realtime `daily.entries`): the children's guardians and the
 * children themselves, and the staff of their sections, schools and groups. */
export async function entryAudience(
  db: Queryable,
  childIds: readonly string[],
  sectionIds: readonly string[],
  schoolIds: readonly string[],
) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select g.guardian_id as id from guardianships g where g.child_id = any(${uuidArray(childIds)})
    union select u.id from users u where u.id = any(${uuidArray(childIds)})
    union select sa.user_id from staff_assignments sa
      where sa.section_id = any(${uuidArray(sectionIds)}) or sa.school_id = any(${uuidArray(schoolIds)})
        or sa.group_id in (select s.group_id from schools s where s.id = any(${uuidArray(schoolIds)}))`,
  )
  return rows.map((r) => r.id)
}
