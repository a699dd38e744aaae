import ical, { ICalAlarmType, ICalEventRepeatingFreq } from 'ical-generator'
import type { CalendarRecurrence } from '@nido/domain/enums/calendar'
import {
  alertMinutes,
  allDayLastDay,
  addDays,
  localDateOf,
  wallClock,
  zonedDate,
  zonedInstant,
} from '@nido/domain/rules/calendar'
import type { Queryable } from '../../db/client'
import { resolveActor } from '../../platform/actor'
import { newsAudience } from '../news/index'
import {
  closingsBetween,
  markSubscriptionUsed,
  visibleEventsForFeed,
  type EventRow,
} from './calendar.queries'
import { closingEntry } from './calendar.entries'
import { subscriptionOf } from './calendar.subscription'

// A user's calendar for other calendar apps, at a private URL. The feed holds the events
// the user sees (with RRULE, EXDATE and the alert as a VALARM) and their schools' closings. Times
// are written in each event's zone (TZID), so a weekly 09:00 stays 09:00 across summer time.

const frequencies = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
  yearly: ICalEventRepeatingFreq.YEARLY,
} as const satisfies Record<Exclude<CalendarRecurrence, 'none'>, ICalEventRepeatingFreq>

export function icalOf(events: EventRow[], closings: ReturnType<typeof closingEntry>[], now: Date): string {
  const cal = ical({ name: 'Nido', prodId: { company: 'Nido', product: 'calendar', language: 'EN' } })
  for (const e of events) {
    const tz = e.timezone
    // An exception date is the day of an occurrence: EXDATE names that occurrence's start.
    const startTime = wallClock(e.startsAt, tz).slice(10)
    const exclude = e.exceptionDates.map((day) => zonedDate(zonedInstant(`${day}${startTime}`, tz), tz))
    const lastDay = e.allDay ? allDayLastDay(e.startsAt, e.endsAt, tz) : null
    cal.createEvent({
      id: e.id,
      stamp: now,
      lastModified: e.updatedAt,
      created: e.createdAt,
      summary: e.title,
      description: e.description || null,
      timezone: tz,
      allDay: e.allDay,
      start: zonedDate(e.startsAt, tz),
      end: lastDay ? zonedDate(zonedInstant(addDays(lastDay, 1), tz), tz) : zonedDate(e.endsAt, tz),
      repeating:
        e.recurrence === 'none'
          ? null
          : {
              freq: frequencies[e.recurrence],
              ...(e.recurrenceUntil ? { until: zonedInstant(`${e.recurrenceUntil}T23:59:59`, tz) } : {}),
              ...(exclude.length > 0 ? { exclude } : {}),
            },
      alarms: e.alert
        ? [{ type: ICalAlarmType.display, trigger: alertMinutes(e.alertNumber, e.alertUnit) * 60 }]
        : [],
    })
  }
  for (const c of closings) {
    const start = new Date(c.startsAt)
    const end = new Date(c.endsAt)
    cal.createEvent({
      id: c.key,
      stamp: now,
      summary: c.title || 'Closed',
      timezone: c.timezone,
      allDay: c.allDay,
      start: zonedDate(start, c.timezone),
      end: zonedDate(end, c.timezone),
    })
  }
  return cal.toString()
}

/** The feed of a token, or null when no subscription has it (revoked, renewed, made up). */
export async function icalFeed(db: Queryable, token: string, now: Date): Promise<string | null> {
  const subscription = await subscriptionOf(db, token)
  if (!subscription) return null
  const actor = await resolveActor(db, {
    id: `ical:${subscription.id}`,
    userId: subscription.userId,
    currentSchoolId: null,
    currentChildId: null,
    impersonatorId: null,
  })
  if (!actor || actor.status !== 'Active') return null
  const yearAgo = localDateOf(new Date(now.getTime() - 366 * 86_400_000), 'UTC')
  const [events, closings] = await Promise.all([
    visibleEventsForFeed(db, actor, now),
    closingsBetween(db, newsAudience(actor).schoolIds, yearAgo, null),
  ])
  await markSubscriptionUsed(db, subscription.id, now)
  return icalOf(events, closings.map(closingEntry), now)
}
