import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { CalendarAlertUnit, CalendarColour, CalendarRecurrence } from '@nido/domain/enums/calendar'
import type { EventId } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { calendarEvents, calendarSubscriptions, news, schools } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { newsReachesActor } from '../news/index'

export type EventRow = typeof calendarEvents.$inferSelect

/** Most events one request loads (a range, or a whole iCalendar feed). */
export const maxEvents = 2000

const eventNews = and(eq(news.type, 'Event'), eq(news.referenceId, calendarEvents.id))

/**
 * Who sees an event: the feed rule on its news row (its author, or published and shared with the
 * actor's audience: sections, schools, a child of theirs), plus the directors and coordinators of
 * its school (spec 000 §6 query scope by school), who manage every event of the school.
 */
export function eventVisible(actor: Actor, now: Date): SQL {
  const profile = actor.userPermission.profileType
  const schoolWide = profile === 'DIRECTOR' || profile === 'COORDINATOR'
  return schoolWide
    ? sql`(${newsReachesActor(actor, now)} or ${calendarEvents.schoolId} = any(${uuidArray(actor.structureTreeScope.schoolIds)}))`
    : newsReachesActor(actor, now)
}

/** Events that may have an occurrence overlapping [from, to). */
export async function visibleEventsBetween(
  db: Queryable,
  actor: Actor,
  now: Date,
  from: Date,
  to: Date,
): Promise<EventRow[]> {
  const fromDay = from.toISOString().slice(0, 10)
  const rows = await db
    .select({ event: calendarEvents })
    .from(calendarEvents)
    .innerJoin(news, eventNews)
    .where(
      and(
        eventVisible(actor, now),
        sql`${calendarEvents.startsAt} < ${to.toISOString()}::timestamptz`,
        sql`(${calendarEvents.endsAt} > ${from.toISOString()}::timestamptz
          or (${calendarEvents.recurrence} <> 'none'
            and (${calendarEvents.recurrenceUntil} is null
              or ${calendarEvents.recurrenceUntil} >= ${fromDay}::date - 2)))`,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(maxEvents)
  return rows.map((r) => r.event)
}

/** Every event of a subscriber's calendar: recurring ones, and the others from a year back. */
export async function visibleEventsForFeed(db: Queryable, actor: Actor, now: Date): Promise<EventRow[]> {
  const yearAgo = new Date(now.getTime() - 366 * 86_400_000)
  const rows = await db
    .select({ event: calendarEvents })
    .from(calendarEvents)
    .innerJoin(news, eventNews)
    .where(
      and(
        eventVisible(actor, now),
        sql`(${calendarEvents.recurrence} <> 'none' or ${calendarEvents.endsAt} > ${yearAgo.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(maxEvents)
  return rows.map((r) => r.event)
}

export async function findVisibleEvent(db: Queryable, actor: Actor, id: EventId, now: Date) {
  const [row] = await db
    .select({ event: calendarEvents })
    .from(calendarEvents)
    .innerJoin(news, eventNews)
    .where(and(eq(calendarEvents.id, id), eventVisible(actor, now)))
  return row?.event
}

/** Locks the event's row for a change (two drags at once apply one after the other). */
export async function lockEvent(db: Queryable, id: string): Promise<void> {
  await db.execute(sql`select 1 from calendar_events where id = ${id} for update`)
}

export interface EventValues {
  title: string
  description: string
  startsAt: Date
  endsAt: Date
  allDay: boolean
  colour: CalendarColour
  alert: boolean
  alertNumber: number
  alertUnit: CalendarAlertUnit
  recurrence: CalendarRecurrence
  recurrenceUntil: string | null
  exceptionDates: string[]
  timezone: string
}

export async function insertEvent(
  db: Queryable,
  values: EventValues & { schoolId: string; ownerId: string },
): Promise<EventRow> {
  const [row] = await db.insert(calendarEvents).values(values).returning()
  return row!
}

export async function updateEvent(
  db: Queryable,
  id: string,
  values: Partial<EventValues>,
  now: Date,
): Promise<EventRow> {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: now })
    .where(eq(calendarEvents.id, id))
    .returning()
  return row!
}

export async function deleteEvent(db: Queryable, id: string): Promise<void> {
  await db.delete(calendarEvents).where(eq(calendarEvents.id, id))
}

export async function schoolTimeZone(db: Queryable, schoolId: string): Promise<string> {
  const [row] = await db.select({ timezone: schools.timezone }).from(schools).where(eq(schools.id, schoolId))
  return row?.timezone ?? 'UTC'
}

export interface BirthdayRow {
  id: string
  firstname: string
  lastname: string
  birth_date: string
  timezone: string
}

/** Children with a birth date among `childIds` or in `sectionIds`, with their school's time zone. */
export async function childrenWithBirthdays(
  db: Queryable,
  o: { childIds: readonly string[]; sectionIds: readonly string[] },
): Promise<BirthdayRow[]> {
  if (o.childIds.length === 0 && o.sectionIds.length === 0) return []
  const result = await queryRows<BirthdayRow>(
    db,
    sql`
    select distinct on (u.id) u.id, u.firstname, u.lastname, u.birth_date::text as birth_date,
      coalesce(s.timezone, 'UTC') as timezone
    from users u
    left join child_sections cs on cs.child_id = u.id
    left join sections sc on sc.id = cs.section_id
    left join schools s on s.id = sc.school_id
    where u.profile_type = 'CHILD' and u.status = 'Active' and u.birth_date is not null
      and (u.id = any(${uuidArray(o.childIds)}) or cs.section_id = any(${uuidArray(o.sectionIds)}))
    order by u.id
    limit 5000`,
  )
  return result.rows
}

export interface ClosingRow {
  id: string
  school_id: string
  label: string | null
  date_from: string
  date_to: string
  starts_at: string | null
  ends_at: string | null
  timezone: string
}

/** Spec 000 §3 exceptional closings of some schools that touch the days `from`..`to`. */
export async function closingsBetween(
  db: Queryable,
  schoolIds: readonly string[],
  from: string | null,
  to: string | null,
): Promise<ClosingRow[]> {
  if (schoolIds.length === 0) return []
  const result = await queryRows<ClosingRow>(
    db,
    sql`
    select o.id, o.school_id, o.label, o.date_from::text as date_from,
      coalesce(o.date_to, o.date_from)::text as date_to,
      o.starts_at::text as starts_at, o.ends_at::text as ends_at, s.timezone
    from openings o join schools s on s.id = o.school_id
    where o.type = 'Closing' and o.date_from is not null
      and o.school_id = any(${uuidArray(schoolIds)})
      ${to ? sql`and o.date_from <= ${to}::date` : sql``}
      ${from ? sql`and coalesce(o.date_to, o.date_from) >= ${from}::date` : sql``}
    order by o.date_from, o.id
    limit 1000`,
  )
  return result.rows
}

export async function findSubscription(db: Queryable, userId: string) {
  const [row] = await db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.userId, userId))
  return row
}

/** Makes or replaces the user's token (the old URL stops working at once). */
export async function upsertSubscription(db: Queryable, userId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .insert(calendarSubscriptions)
    .values({ userId, tokenHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: calendarSubscriptions.userId,
      set: { tokenHash, createdAt: now, updatedAt: now, lastUsedAt: null },
    })
    .returning()
  return row!
}

export async function deleteSubscription(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarSubscriptions)
    .where(eq(calendarSubscriptions.userId, userId))
    .returning({ id: calendarSubscriptions.id })
  return rows.length > 0
}

export async function subscriptionOfToken(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select()
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.tokenHash, tokenHash))
  return row
}

export async function markSubscriptionUsed(db: Queryable, id: string, now: Date): Promise<void> {
  await db.update(calendarSubscriptions).set({ lastUsedAt: now }).where(eq(calendarSubscriptions.id, id))
}
