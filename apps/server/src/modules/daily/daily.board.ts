import { accessLevelEditable } from '@nido/domain/access/access-level'
import {
  type DailyBoard,
  type StaffCheckIn,
  type SupervisionAlertView,
} from '@nido/domain/contracts/daily-board'
import { type MediaId, type SchoolId, idFromRow } from '@nido/domain/ids'
import { checkInTimesEnabled } from '@nido/domain/rules/daily-check-in'
import { localInstant } from '@nido/domain/rules/daily-times'
import { supervisionAlerts, type PresenceInterval } from '@nido/domain/rules/supervision-ratio'
import { toMinutes } from '@nido/domain/rules/openings'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { localDate, localTimeAndWeekday } from '../../platform/clock'
import {
  boardSections,
  checkInsOfSchoolDay,
  childrenOfSections,
  morningWordsOfSchoolDay,
  staffCheckInsOfSchoolDay,
  type CheckInRow,
  type StaffCheckInRow,
} from './daily.queries'
import { checkInView, currentSchoolDaily, morningWordView } from './daily.service'

// The staff's board of a school's day and its supervision ratio (spec 000 §2; spec 001 §9).

// --- supervision ratio (spec 001 §9) -------------------------------------------------------------

export function staffView(row: StaffCheckInRow): StaffCheckIn {
  return {
    id: row.id,
    user: {
      id: row.userId,
      firstname: row.firstname,
      lastname: row.lastname,
      avatarMediaId: idFromRow<MediaId>(row.avatarMediaId),
    },
    date: row.date,
    arrivedAt: row.arrivedAt.toISOString(),
    departedAt: row.departedAt?.toISOString() ?? null,
  }
}

/**
 * The alerts of a school's day, from its children's check-ins and its staff check-ins. Exported
 * for the daily-log export. A presence without an end lasts until now on today; on a past
 * day until the day's last recorded event (a forgotten check-out must not invent a whole evening).
 */
export function supervisionAlertsOfDay(input: {
  date: string
  timezone: string
  today: string
  now: Date
  children: readonly Pick<CheckInRow, 'arrival' | 'departure'>[]
  staff: readonly Pick<StaffCheckInRow, 'arrivedAt' | 'departedAt'>[]
}): SupervisionAlertView[] {
  if (input.date > input.today) return []
  // Many children share an arrival time: each local time is turned into an instant once.
  const instants = new Map<string, number>()
  const at = (time: string) => {
    let instant = instants.get(time)
    if (instant === undefined) {
      instant = localInstant(input.date, time, input.timezone).getTime()
      instants.set(time, instant)
    }
    return instant
  }
  const children: PresenceInterval[] = input.children.flatMap((c) =>
    c.arrival === null ? [] : [{ start: at(c.arrival), end: c.departure === null ? null : at(c.departure) }],
  )
  const staff: PresenceInterval[] = input.staff.map((s) => ({
    start: s.arrivedAt.getTime(),
    end: s.departedAt?.getTime() ?? null,
  }))
  const events = [...children, ...staff].flatMap((i) => (i.end === null ? [i.start] : [i.start, i.end]))
  const isToday = input.date === input.today
  const openEnd = isToday ? input.now.getTime() : Math.max(0, ...events)
  // Today, times announced for later (a planned departure, an arrival declared ahead) have not
  // happened yet: the ratio looks at the day up to now only.
  const upToNow = (list: PresenceInterval[]) =>
    isToday
      ? list.flatMap((i) =>
          i.start >= openEnd
            ? []
            : [{ start: i.start, end: i.end === null ? null : Math.min(i.end, openEnd) }],
        )
      : list
  return supervisionAlerts(upToNow(children), upToNow(staff), { openEnd }).map((a) => ({
    startsAt: new Date(a.start).toISOString(),
    endsAt: new Date(a.end).toISOString(),
    maxChildren: a.maxChildren,
    minStaff: a.minStaff,
    ended: !(isToday && a.end >= openEnd),
  }))
}

/** Reads a school's day and computes its alerts (the export calls this with its own school). */
export async function loadSupervisionAlerts(
  db: Queryable,
  school: { id: string; timezone: string },
  date: string,
  now: Date,
): Promise<SupervisionAlertView[]> {
  const [children, staff] = await Promise.all([
    checkInsOfSchoolDay(db, school.id, date),
    staffCheckInsOfSchoolDay(db, school.id, date),
  ])
  return supervisionAlertsOfDay({
    date,
    timezone: school.timezone,
    today: localDate(now, school.timezone),
    now,
    children,
    staff,
  })
}

// --- board ---------------------------------------------------------------------------------------

function statusOf(row: CheckInRow | undefined, date: string, today: string, nowTime: string) {
  if (!row?.arrival) return 'expected' as const
  // An arrival announced by a guardian for later today: the child is not there yet.
  if (date === today && toMinutes(row.arrival) > toMinutes(nowTime)) return 'expected' as const
  if (row.departure === null) return 'present' as const
  // A departure planned for later today leaves the child present until then.
  if (date === today && toMinutes(row.departure) > toMinutes(nowTime)) return 'present' as const
  return 'left' as const
}

export async function board(db: Queryable, actor: Actor, now: Date, date?: string): Promise<DailyBoard> {
  const s = await currentSchoolDaily(db, actor)
  const today = localDate(now, s.timezone)
  const day = date ?? today
  const nowTime = localTimeAndWeekday(now, s.timezone).time
  const sections = await boardSections(db, actor, s.schoolId)
  // One after the other: PGlite answers one query at a time anyway.
  const children = await childrenOfSections(
    db,
    sections.map((x) => x.id),
  )
  const checkIns = await checkInsOfSchoolDay(db, s.schoolId, day)
  const words = await morningWordsOfSchoolDay(db, s.schoolId, day)
  const staff = await staffCheckInsOfSchoolDay(db, s.schoolId, day)
  const checkInOf = new Map(checkIns.map((r) => [r.childId, r]))
  const wordOf = new Map(words.map((r) => [r.childId, r]))
  const mode = s.options.allowCheckIn
  return {
    schoolId: idFromRow<SchoolId>(s.schoolId),
    date: day,
    timezone: s.timezone,
    mode,
    // Spec 000 §5: ReadOnly child access sees the board without checking anyone in.
    canWrite:
      !actor.observer &&
      accessLevelEditable(actor.accessLevels.child) &&
      checkInTimesEnabled(mode) &&
      day === today,
    sections: sections.map((section) => ({
      id: section.id,
      name: section.name,
      children: children
        .filter((child) => child.sectionId === section.id)
        .map((child) => {
          const checkIn = checkInOf.get(child.id)
          const word = wordOf.get(child.id)
          return {
            id: child.id,
            firstname: child.firstname,
            lastname: child.lastname,
            gender: child.gender,
            avatarMediaId: idFromRow<MediaId>(child.avatarMediaId),
            status: statusOf(checkIn, day, today, nowTime),
            checkIn: checkIn ? checkInView(child.id, s.schoolId, day, checkIn) : null,
            morningWord: word ? morningWordView(child.id, s, day, word) : null,
          }
        }),
    })),
    staff: staff.map(staffView),
    supervisionAlerts: supervisionAlertsOfDay({
      date: day,
      timezone: s.timezone,
      today,
      now,
      children: checkIns,
      staff,
    }),
  }
}
