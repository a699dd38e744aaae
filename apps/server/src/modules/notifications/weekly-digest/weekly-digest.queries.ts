import { sql } from 'drizzle-orm'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { readableNewsTypes } from '@nido/domain/access/news-types'
import type { Gender } from '@nido/domain/enums/people'
import type { Queryable } from '../../../db/client'
import { selectRows } from '../../../db/rows'
import { uuidArray } from '../../../db/sql'
import { occurrencesBetween } from '../../calendar/index'
import { familyDayKinds } from '../../daily-log/index'
import { newsAudience, newsReachingAudiences, type ReachingNews } from '../../news/index'
import {
  weeklyDigestOf,
  type DigestCareDay,
  type DigestChild,
  type DigestEvent,
  type DigestGuardian,
  type DigestItem,
  type DigestItemType,
  type DigestPeriod,
  type WeeklyDigest,
} from './weekly-digest.content'

// The reads of the weekly digest (docs/notifications-weekly.md), set-based: a page of guardians
// (keyset on users.id) and, for the whole page, a fixed number of statements — their families,
// the items of the week that reached them (the feed's rule, news.newsReachingAudiences), the
// items' titles and photo counts, the care-log days as families see them (daily-log.familyDayKinds: the kinds only)
// and the events of the next seven days. Never one statement per guardian.

const dayMs = 86_400_000
/** Spec 001 §3 weeklyNotifications: every setting is on unless the user turned it off. */
const weeklyOn = sql`(u.settings -> 'weeklyNotifications') is distinct from 'false'::jsonb`

export interface DueGuardian extends DigestGuardian {
  period: DigestPeriod
}

interface GuardianRow {
  id: string
  email: string
  firstname: string
  language: string
  settings: Record<string, unknown> | null
  week: string
  until: Date | string
  timezone: string
}

const guardianOf = (r: GuardianRow): DueGuardian => {
  const until = new Date(r.until)
  return {
    id: r.id,
    email: r.email,
    firstname: r.firstname,
    language: r.language,
    settings: r.settings ?? {},
    period: { since: new Date(until.getTime() - 7 * dayMs), until, timezone: r.timezone, week: r.week },
  }
}

/**
 * The digest's moment in a school's zone: Friday 17:00 of the local week (decision 0053). The
 * `now` parameter is an SQL timestamptz; `tz` the zone column.
 */
const localMonday = (now: ReturnType<typeof sql>, tz: ReturnType<typeof sql>) =>
  sql`date_trunc('week', ${now} at time zone ${tz})`
const fridayFive = (now: ReturnType<typeof sql>, tz: ReturnType<typeof sql>) =>
  sql`((${localMonday(now, tz)} + interval '4 days 17 hours') at time zone ${tz})`

/**
 * The next page of guardians whose digest is due at `now` and not done yet: weekly on, active, with
 * an address, and a child in a school where Friday 17:00 of this local week has passed (until
 * Sunday midnight, so a server down on Friday catches up). The earliest such school times the
 * digest. Keyset on users.id (its primary key): memory and each page's cost stay flat.
 */
export async function dueGuardians(
  db: Queryable,
  now: Date,
  afterId: string | null,
  limit: number,
): Promise<DueGuardian[]> {
  const at = sql`${now.toISOString()}::timestamptz`
  const rows = await selectRows<GuardianRow>(
    db,
    sql`select u.id, u.email, u.firstname, u.language, u.settings, d.week, d.until, d.timezone
    from users u
    cross join lateral (
      select ${localMonday(at, sql`s.timezone`)}::date::text as week, ${fridayFive(at, sql`s.timezone`)} as until,
        s.timezone
      from guardianships g
      join child_sections cs on cs.child_id = g.child_id
      join sections sc on sc.id = cs.section_id
      join schools s on s.id = sc.school_id
      where g.guardian_id = u.id and ${at} >= ${fridayFive(at, sql`s.timezone`)}
      order by 2, s.id
      limit 1) d
    where u.profile_type = 'GUARDIAN' and u.status = 'Active' and u.email is not null and ${weeklyOn}
      ${afterId ? sql`and u.id > ${afterId}::uuid` : sql``}
      and not exists (select 1 from weekly_digest_sends w where w.user_id = u.id and w.week = d.week::date)
    order by u.id
    limit ${limit}`,
  )
  return rows.map(guardianOf)
}

/**
 * The guardians of `ids` with the period ending at `until` in the zone of their first child's
 * school (snapshots, tests and the benchmark, which choose who and when).
 */
export async function guardiansForWeek(db: Queryable, ids: readonly string[], until: Date) {
  const at = sql`${until.toISOString()}::timestamptz`
  const rows = await selectRows<GuardianRow>(
    db,
    sql`select u.id, u.email, u.firstname, u.language, u.settings,
      ${localMonday(at, sql`d.timezone`)}::date::text as week, ${at} as until, d.timezone
    from users u
    cross join lateral (
      select coalesce((select s.timezone from guardianships g
        join child_sections cs on cs.child_id = g.child_id
        join sections sc on sc.id = cs.section_id
        join schools s on s.id = sc.school_id
        where g.guardian_id = u.id order by s.id limit 1), 'UTC') as timezone) d
    where u.id = any(${uuidArray(ids)}) and u.email is not null
    order by u.id`,
  )
  return rows.map(guardianOf)
}

interface FamilyRow {
  guardian_id: string
  child_id: string
  firstname: string
  gender: Gender | null
  section_id: string | null
  school_id: string | null
}

/** A guardian's scope as platform/actor.ts builds it (their children, sections and schools). */
function guardianScope(guardianId: string, children: readonly DigestChild[]): ActorScope {
  const sorted = (ids: Iterable<string>) => [...new Set(ids)].sort()
  const schoolIds = sorted(children.flatMap((c) => c.schoolIds))
  const sectionIds = sorted(children.flatMap((c) => c.sectionIds))
  return {
    userId: guardianId,
    userPermission: { profileType: 'GUARDIAN', isModerator: false, moderated: false },
    observer: false,
    advisorGuest: false,
    structureScope: { groupIds: [], schoolIds, sectionIds },
    structureTreeScope: { groupIds: [], schoolIds, sectionIds },
    familyScope: { childIds: sorted(children.map((c) => c.id)), guardianIds: [] },
    currentSchoolId: null,
    currentChildId: null,
    impersonatorId: null,
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
/** The first words of a post's sanitised HTML, as plain text. */
export function excerpt(html: string, max = 140): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

const itemTypes: DigestItemType[] = ['Post', 'Gallery', 'Folder', 'Poll']

interface DetailRow {
  id: string
  title: string
  photos: number
}

/** Titles and photo counts of the items, one statement per type present. */
async function itemDetails(db: Queryable, hits: readonly ReachingNews[]) {
  const ids = (type: string) => [...new Set(hits.filter((h) => h.type === type).map((h) => h.referenceId))]
  const photos = (kind: string, column: string) =>
    sql.raw(`(select count(*)::int from media m where m.kind = '${kind}' and m.attached_id = ${column}
      and m.type = 'IMAGE' and m.status = 'ready')`)
  const queries: Record<DigestItemType, (list: string[]) => Promise<DetailRow[]>> = {
    Post: (list) =>
      selectRows(
        db,
        sql`select p.id, p.content_html as title, ${photos('post', 'p.id')} as photos
          from posts p where p.id = any(${uuidArray(list)})`,
      ),
    Gallery: (list) =>
      selectRows(
        db,
        sql`select g.id, g.title, ${photos('gallery', 'g.id')} as photos
          from galleries g where g.id = any(${uuidArray(list)})`,
      ),
    Folder: (list) =>
      selectRows(
        db,
        sql`select f.id, f.title, 0 as photos from folders f where f.id = any(${uuidArray(list)})`,
      ),
    Poll: (list) =>
      selectRows(
        db,
        sql`select p.id, p.question as title, 0 as photos from polls p where p.id = any(${uuidArray(list)})`,
      ),
  }
  const byId = new Map<string, DetailRow>()
  await Promise.all(
    itemTypes.map(async (type) => {
      const list = ids(type)
      if (list.length === 0) return
      for (const row of await queries[type](list))
        byId.set(row.id, { ...row, title: type === 'Post' ? excerpt(row.title) : row.title })
    }),
  )
  return byId
}

function byKey(hits: readonly ReachingNews[]): Map<string, ReachingNews[]> {
  const map = new Map<string, ReachingNews[]>()
  for (const h of hits) {
    const list = map.get(h.key)
    if (list) list.push(h)
    else map.set(h.key, [h])
  }
  return map
}

interface EventRow {
  id: string
  title: string
  starts_at: Date | string
  ends_at: Date | string
  all_day: boolean
  timezone: string
  recurrence: 'none' | 'daily' | 'weekly' | 'monthly' | 'yearly'
  recurrence_until: string | null
  exception_dates: string[]
}

/**
 * Builds the digests of a page of guardians; null for a guardian whose week was empty. `now` is
 * the moment of the run: events are those of [now, now + 7 days).
 */
export async function buildWeeklyDigests(
  db: Queryable,
  guardians: readonly DueGuardian[],
  now: Date,
): Promise<Map<string, WeeklyDigest | null>> {
  const result = new Map<string, WeeklyDigest | null>()
  if (guardians.length === 0) return result
  const family = await selectRows<FamilyRow>(
    db,
    sql`select g.guardian_id, c.id as child_id, c.firstname, c.gender, cs.section_id, sc.school_id
      from guardianships g
      join users c on c.id = g.child_id
      left join child_sections cs on cs.child_id = c.id
      left join sections sc on sc.id = cs.section_id
      where g.guardian_id = any(${uuidArray(guardians.map((g) => g.id))})
      order by g.guardian_id, c.id`,
  )
  const childrenOf = new Map<string, Map<string, DigestChild>>()
  for (const row of family) {
    const mine = childrenOf.get(row.guardian_id) ?? new Map<string, DigestChild>()
    childrenOf.set(row.guardian_id, mine)
    const child = mine.get(row.child_id) ?? {
      id: row.child_id,
      firstname: row.firstname,
      gender: row.gender,
      sectionIds: [],
      schoolIds: [],
    }
    mine.set(row.child_id, child)
    if (row.section_id && !child.sectionIds.includes(row.section_id)) child.sectionIds.push(row.section_id)
    if (row.school_id && !child.schoolIds.includes(row.school_id)) child.schoolIds.push(row.school_id)
  }
  const readers = guardians.map((g) => ({
    key: g.id,
    audience: newsAudience(guardianScope(g.id, [...(childrenOf.get(g.id)?.values() ?? [])])),
  }))
  const since = new Date(Math.min(...guardians.map((g) => g.period.since.getTime())))
  const horizon = new Date(now.getTime() + 7 * dayMs)
  const [hits, eventHits] = await Promise.all([
    newsReachingAudiences(db, readers, {
      types: readableNewsTypes('GUARDIAN', [...itemTypes, 'Daily']),
      now,
      since,
    }),
    // Spec 001 §3 Calendar event: visible through its news row; only series that may have an
    // occurrence in [now, horizon) are read (the same window as calendar.visibleEventsBetween).
    newsReachingAudiences(db, readers, {
      types: ['Event'],
      now,
      also: sql`exists (select 1 from calendar_events e where e.id = n.reference_id
        and e.starts_at < ${horizon.toISOString()}::timestamptz
        and (e.ends_at > ${now.toISOString()}::timestamptz or (e.recurrence <> 'none'
          and (e.recurrence_until is null or e.recurrence_until >= ${now.toISOString()}::date - 2))))`,
    }),
  ])
  const dayIds = [...new Set(hits.filter((h) => h.type === 'Daily').map((h) => h.referenceId))]
  const eventIds = [...new Set(eventHits.map((h) => h.referenceId))]
  const [details, days, events] = await Promise.all([
    itemDetails(db, hits),
    familyDayKinds(db, dayIds),
    eventIds.length === 0
      ? Promise.resolve([])
      : selectRows<EventRow>(
          db,
          sql`select id, title, starts_at, ends_at, all_day, timezone, recurrence, recurrence_until,
            exception_dates from calendar_events where id = any(${uuidArray(eventIds)})`,
        ),
  ])
  const occurrences = new Map<string, ReturnType<typeof occurrencesBetween>>()
  const eventById = new Map(events.map((e) => [e.id, e]))
  for (const e of events)
    occurrences.set(
      e.id,
      occurrencesBetween(
        {
          startsAt: new Date(e.starts_at),
          endsAt: new Date(e.ends_at),
          allDay: e.all_day,
          timezone: e.timezone,
          recurrence: e.recurrence,
          recurrenceUntil: e.recurrence_until,
          exceptionDates: e.exception_dates,
        },
        now,
        horizon,
      ),
    )

  const hitsOf = byKey(hits)
  const eventsOf = byKey(eventHits)

  for (const guardian of guardians) {
    const children = [...(childrenOf.get(guardian.id)?.values() ?? [])]
    const mine = hitsOf.get(guardian.id) ?? []
    const items: DigestItem[] = []
    const careDays: DigestCareDay[] = []
    for (const hit of mine) {
      if (hit.type === 'Daily') {
        const day = days.get(hit.referenceId)
        if (day && hit.publishAt >= guardian.period.since && hit.publishAt < guardian.period.until)
          careDays.push({ childId: day.childId, date: day.date, kinds: day.kinds })
        continue
      }
      const detail = details.get(hit.referenceId)
      if (!detail) continue
      items.push({
        newsId: hit.newsId,
        type: hit.type as DigestItemType,
        publishAt: hit.publishAt,
        title: detail.title,
        photoCount: Number(detail.photos),
        targets: hit.targets,
      })
    }
    const upcoming: DigestEvent[] = (eventsOf.get(guardian.id) ?? []).flatMap((hit) => {
      const event = eventById.get(hit.referenceId)
      if (!event) return []
      return (occurrences.get(event.id) ?? []).map((o) => ({
        newsId: hit.newsId,
        title: event.title,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        allDay: event.all_day,
        firstDay: o.firstDay,
        targets: hit.targets,
      }))
    })
    const { period, ...person } = guardian
    result.set(
      guardian.id,
      weeklyDigestOf({ guardian: person, period, children, items, careDays, events: upcoming }),
    )
  }
  return result
}
