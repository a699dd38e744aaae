import { sql } from 'drizzle-orm'
import { supervisionAlerts, type PresenceInterval } from '@nido/domain/rules/supervision-ratio'
import { toMinutes, fromMinutes } from '@nido/domain/rules/openings'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import { localDate, localTimeAndWeekday } from '../../platform/clock'

// The care log reads the daily module's check-ins (daily_check_ins, daily_staff_check_ins,
// owned by the daily module) for three things: the board's "present ones first", the best-fit
// visibility ("once the child has left"), and the export with its supervision-ratio alerts
// (spec 001 §9, rules/supervision-ratio.ts).

export interface ChildCheckIn {
  childId: string
  date: string
  arrival: string | null
  departure: string | null
}

const key = (childId: string, date: string) => `${childId} ${date}`

/** The check-ins of some children over a period, keyed by `childId date`. */
export async function checkInsOf(
  db: Queryable,
  childIds: readonly string[],
  from: string,
  to: string = from,
): Promise<Map<string, ChildCheckIn>> {
  const found = new Map<string, ChildCheckIn>()
  if (childIds.length === 0) return found
  const rows = await selectRows<{
    child_id: string
    date: string
    arrival: string | null
    departure: string | null
  }>(
    db,
    sql`select child_id, date::text as date, arrival, departure from daily_check_ins
    where child_id = any(${uuidArray(childIds)}) and date between ${from}::date and ${to}::date`,
  )
  for (const r of rows)
    found.set(key(r.child_id, r.date), {
      childId: r.child_id,
      date: r.date,
      arrival: r.arrival,
      departure: r.departure,
    })
  return found
}

export function checkInOf(map: Map<string, ChildCheckIn>, childId: string, date: string) {
  return map.get(key(childId, date))
}

export interface RatioAlert {
  schoolId: string
  date: string
  /** Local `HH:mm` of the school. */
  start: string
  end: string
  maxChildren: number
  minStaff: number
}

const minute = 60_000

/**
 * Spec 001 §9 supervision-ratio alerts of some schools over a period, computed per school and day
 * from every child check-in and staff presence of the school. Times are minutes of the school's
 * local day; an open presence ends at `now` today, at the day's last event on a past day.
 */
export async function ratioAlerts(
  db: Queryable,
  schools: ReadonlyArray<{ id: string; timezone: string }>,
  from: string,
  to: string,
  now: Date,
): Promise<RatioAlert[]> {
  if (schools.length === 0) return []
  const ids = schools.map((s) => s.id)
  const [children, staff] = await Promise.all([
    selectRows<{ school_id: string; date: string; arrival: string; departure: string | null }>(
      db,
      sql`select school_id, date::text as date, arrival, departure from daily_check_ins
      where school_id = any(${uuidArray(ids)}) and date between ${from}::date and ${to}::date
        and arrival is not null`,
    ),
    selectRows<{
      school_id: string
      date: string
      arrived_at: string | Date
      departed_at: string | Date | null
    }>(
      db,
      sql`select school_id, date::text as date, arrived_at, departed_at from daily_staff_check_ins
      where school_id = any(${uuidArray(ids)}) and date between ${from}::date and ${to}::date`,
    ),
  ])
  const alerts: RatioAlert[] = []
  for (const school of schools) {
    const today = localDate(now, school.timezone)
    const localMinutes = (instant: string | Date, date: string) => {
      const at = new Date(instant)
      // A presence that crosses midnight is cut at the day's edges.
      const day = localDate(at, school.timezone)
      if (day < date) return 0
      if (day > date) return 24 * 60
      return toMinutes(localTimeAndWeekday(at, school.timezone).time)
    }
    const days = new Set([
      ...children.filter((c) => c.school_id === school.id).map((c) => c.date),
      ...staff.filter((s) => s.school_id === school.id).map((s) => s.date),
    ])
    for (const date of [...days].sort()) {
      const kids: PresenceInterval[] = children
        .filter((c) => c.school_id === school.id && c.date === date)
        .map((c) => ({
          start: toMinutes(c.arrival) * minute,
          end: c.departure === null ? null : toMinutes(c.departure) * minute,
        }))
      const pros: PresenceInterval[] = staff
        .filter((s) => s.school_id === school.id && s.date === date)
        .map((s) => ({
          start: localMinutes(s.arrived_at, date) * minute,
          end: s.departed_at === null ? null : localMinutes(s.departed_at, date) * minute,
        }))
      const lastEvent = Math.max(
        0,
        ...kids.flatMap((k) => [k.start, k.end ?? 0]),
        ...pros.flatMap((p) => [p.start, p.end ?? 0]),
      )
      const openEnd =
        date === today ? toMinutes(localTimeAndWeekday(now, school.timezone).time) * minute : lastEvent
      for (const a of supervisionAlerts(kids, pros, { openEnd })) {
        alerts.push({
          schoolId: school.id,
          date,
          start: fromMinutes(Math.round(a.start / minute)),
          end: fromMinutes(Math.min(Math.round(a.end / minute), 24 * 60 - 1)),
          maxChildren: a.maxChildren,
          minStaff: a.minStaff,
        })
      }
    }
  }
  return alerts
}
