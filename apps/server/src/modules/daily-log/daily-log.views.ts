import type { DailyEntry, DailyTimeline, EntryData } from '@nido/domain/contracts/daily-log'
import { idFromRow, type ChildId } from '@nido/domain/ids'
import type { DailyEntryKind, DailyEntryVisibility } from '@nido/domain/enums/daily'
import { visibleToFamily } from '@nido/domain/rules/daily-log'
import { checkInTimesEnabled } from '@nido/domain/rules/daily-check-in'
import { parseDailyOptions } from '@nido/domain/contracts/daily'
import { dailyEntryKinds } from '@nido/domain/enums/daily'
import { sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import { schoolFeatures } from '../../platform/features'
import { authorName, optionalPerson, type PersonSummary } from '../../platform/people'
import { checkInOf, checkInsOf } from './daily-log.check-ins'
import { daysByIds, entriesOfDays, type EntryRow } from './daily-log.queries'

// An entry as the API shows it, and the family's view of a child's day (the
// timeline of the Daily news item), filtered by the kind's visibility (spec 001 §3).

const iso = (value: string | Date) => new Date(value).toISOString()
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value)

export type Visibilities = Record<DailyEntryKind, DailyEntryVisibility>

/** Nothing reaches families: a school whose daily settings do not share the care log. */
const hiddenFromFamilies = Object.fromEntries(
  dailyEntryKinds.map((k) => [k, 'never-visible']),
) as Visibilities

/**
 * What families see of every kind, per school, from the daily settings (parsed by the daily
 * module, with its defaults): `entryVisibility` per kind (spec 001 §3), and nothing at all unless
 * `allowTransmissions` (spec 000 §9) is on. One query per school.
 */
export async function visibilitiesOf(db: Queryable, schoolIds: readonly string[]) {
  const result = new Map<string, Visibilities>()
  for (const schoolId of new Set(schoolIds)) {
    const features = await schoolFeatures(db, schoolId)
    const options = parseDailyOptions(features.daily.options)
    result.set(schoolId, options.allowTransmissions ? options.entryVisibility : hiddenFromFamilies)
  }
  return result
}

/**
 * Does the school record arrivals (spec 001 §4: check-in times with check-in or all, for staff or
 * for guardians)? Then a child without an arrival has not come yet (decision 0041).
 */
export async function arrivalsRecorded(db: Queryable, schoolId: string): Promise<boolean> {
  const options = parseDailyOptions((await schoolFeatures(db, schoolId)).daily.options)
  return checkInTimesEnabled(options.allowCheckIn) || checkInTimesEnabled(options.allowGuardianCheckIn)
}

export function entryView(row: EntryRow, visibilities: Visibilities | undefined): DailyEntry {
  const visibility = visibilities?.[row.kind] ?? 'always-visible'
  return {
    id: row.id,
    childId: idFromRow<ChildId>(row.child_id),
    date: row.date,
    time: row.time,
    kind: row.kind,
    comment: row.comment,
    data: json<EntryData>(row.data),
    media:
      row.media_id && row.media_type && row.media_status === 'ready'
        ? {
            id: row.media_id,
            type: row.media_type,
            fileName: row.media_file_name ?? '',
            mimeType: row.media_mime_type ?? '',
            width: null,
            height: null,
            takenAt: null,
          }
        : null,
    author: authorName({ id: row.author_id, firstname: row.author_firstname, lastname: row.author_lastname }),
    batchId: row.batch_id,
    visibility,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }
}

/**
 * Has the child left that day? A departure entry, or the check-in's departure time: the moment
 * best-fit entries reach the family (rules/daily-log.ts visibleToFamily).
 */
export function childHasLeft(
  entries: readonly { kind: DailyEntryKind }[],
  departure: string | null | undefined,
): boolean {
  return (departure ?? null) !== null || entries.some((e) => e.kind === 'departure')
}

/** The entries of one child's day that the family sees. */
export function familyEntries<Row extends { kind: DailyEntryKind }>(
  rows: readonly Row[],
  visibilities: Visibilities,
  departure: string | null | undefined,
): Row[] {
  const left = childHasLeft(rows, departure)
  return rows.filter((r) => visibleToFamily(visibilities[r.kind], left))
}

/** Who a Daily card names: the author of the latest change among the entries the family sees. */
function bylineOf(rows: readonly EntryRow[]): PersonSummary | null {
  const written = rows.filter((r) => r.author_id !== null && r.author_firstname !== null)
  const latest = written.reduce<EntryRow | null>(
    (best, r) => (best === null || new Date(r.updated_at) > new Date(best.updated_at) ? r : best),
    null,
  )
  return latest
    ? optionalPerson({
        id: latest.author_id,
        firstname: latest.author_firstname,
        lastname: latest.author_lastname,
        avatar_media_id: latest.author_avatar_media_id,
      })
    : null
}

/**
 * The family's view of some days (news references of type Daily), for the feed's cards: one
 * query for the days, one for their entries, one for their check-ins (never one per card). Each
 * day's timeline, and its byline: the index row of a Daily item has no owner (the school speaks,
 * docs/daily-log.md), so the card names the staff member who wrote the latest entry it shows.
 */
export async function familyCards(
  db: Queryable,
  dayIds: readonly string[],
): Promise<Map<string, { daily: DailyTimeline; byline: PersonSummary | null }>> {
  const result = new Map<string, { daily: DailyTimeline; byline: PersonSummary | null }>()
  if (dayIds.length === 0) return result
  const days = await daysByIds(db, dayIds)
  if (days.length === 0) return result
  const dates = days.map((d) => d.date).sort()
  const [rows, checkIns, visibilities] = await Promise.all([
    entriesOfDays(db, dayIds),
    checkInsOf(
      db,
      days.map((d) => d.child_id),
      dates[0]!,
      dates[dates.length - 1],
    ),
    visibilitiesOf(
      db,
      days.map((d) => d.school_id),
    ),
  ])
  // Grouped once rather than filtered per day: a feed page holds many days.
  const byDay = new Map<string, EntryRow[]>()
  for (const r of rows) {
    const list = byDay.get(r.day_id)
    if (list) list.push(r)
    else byDay.set(r.day_id, [r])
  }
  for (const day of days) {
    const own = byDay.get(day.id) ?? []
    const vis = visibilities.get(day.school_id)!
    const shown = familyEntries(own, vis, checkInOf(checkIns, day.child_id, day.date)?.departure)
    result.set(day.id, {
      daily: {
        child: { id: day.child_id, firstname: day.firstname, lastname: day.lastname, gender: day.gender },
        date: day.date,
        entries: shown.map((r) => entryView(r, vis)),
      },
      byline: bylineOf(shown),
    })
  }
  return result
}

/**
 * The kinds of the entries families see on some days (news references of type Daily), by the same
 * rule as familyCards but reading only each entry's kind: the weekly digest counts them for
 * thousands of days a page (docs/notifications-weekly.md). Three statements for any number of days.
 */
export async function familyDayKinds(
  db: Queryable,
  dayIds: readonly string[],
): Promise<Map<string, { childId: string; date: string; kinds: DailyEntryKind[] }>> {
  const result = new Map<string, { childId: string; date: string; kinds: DailyEntryKind[] }>()
  if (dayIds.length === 0) return result
  // One row per day, its kinds in timeline order as one text cell (the entries themselves are
  // not needed): the index on (day_id, kind) answers it without reading the entries' rows.
  const days = await selectRows<{
    id: string
    child_id: string
    school_id: string
    date: string
    kinds: string
  }>(
    db,
    sql`select d.id, d.child_id, d.school_id, d.date::text as date,
      coalesce((select string_agg(e.kind::text, ',') from daily_entries e where e.day_id = d.id), '') as kinds
    from daily_log_days d where d.id = any(${uuidArray(dayIds)})`,
  )
  if (days.length === 0) return result
  const dates = days.map((d) => d.date).sort()
  const [checkIns, visibilities] = await Promise.all([
    checkInsOf(
      db,
      days.map((d) => d.child_id),
      dates[0]!,
      dates[dates.length - 1],
    ),
    visibilitiesOf(
      db,
      days.map((d) => d.school_id),
    ),
  ])
  for (const day of days) {
    const own = day.kinds === '' ? [] : day.kinds.split(',').map((kind) => ({ kind: kind as DailyEntryKind }))
    const vis = visibilities.get(day.school_id)!
    const shown = familyEntries(own, vis, checkInOf(checkIns, day.child_id, day.date)?.departure)
    result.set(day.id, { childId: day.child_id, date: day.date, kinds: shown.map((e) => e.kind) })
  }
  return result
}

/** The family's timelines of some days (the data export reads the same view as the feed). */
export async function familyTimelines(
  db: Queryable,
  dayIds: readonly string[],
): Promise<Map<string, DailyTimeline>> {
  const cards = await familyCards(db, dayIds)
  return new Map([...cards].map(([id, card]) => [id, card.daily]))
}
