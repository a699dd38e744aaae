import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { CalendarRecurrence } from '@nido/domain/enums/calendar'
import type { Queryable } from '../../db/client'
import type { JobDefinition } from '../../platform/jobs'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import { guardiansReached } from '../news/index'
import { enqueuePush } from '../push/index'
import { occurrencesBetween } from './calendar.recurrence'

// Event reminders (spec 001 §3 alert, alert_number, alert_unit; docs/notifications-push.md): every
// minute, once across processes, each occurrence of an event whose alert time fell in the last
// minute pushes an "Event reminder" to the guardians the event reaches and to its author. A
// recurring event is expanded (calendar.recurrence.ts, rrule) so every occurrence is reminded,
// except its exception dates. Each occurrence reminded is claimed in calendar_reminder_sends in
// the transaction that queues its pushes: a retried run or a second process sends nothing again.
// A tick missed while no process ran is not caught up: a reminder after the event would only be
// noise.

const everyMs = 60_000
const minuteMs = 60_000

/** The alert's lead time in minutes (spec 001 §3 alert_number and alert_unit). */
const leadMinutes = sql`(e.alert_number * case e.alert_unit
  when 'minutes' then 1 when 'hours' then 60 else 1440 end)`

interface CandidateRow {
  eventId: string
  newsId: string
  ownerId: string | null
  name: string
  schoolTimezone: string
  startsAt: Date | string
  endsAt: Date | string
  allDay: boolean
  timezone: string
  recurrence: CalendarRecurrence
  recurrenceUntil: string | null
  exceptionDates: string[]
  lead: number
}

/** The starts of the occurrences of `event` whose alert time is in (from, to]. */
function dueStarts(event: CandidateRow, from: Date, to: Date): Date[] {
  const leadMs = event.lead * minuteMs
  const first = new Date(from.getTime() + leadMs)
  const last = new Date(to.getTime() + leadMs)
  const startsAt = new Date(event.startsAt)
  const inWindow = (start: Date) => start > first && start <= last
  if (event.recurrence === 'none') return inWindow(startsAt) ? [startsAt] : []
  return occurrencesBetween(
    {
      startsAt,
      endsAt: new Date(event.endsAt),
      allDay: event.allDay,
      timezone: event.timezone,
      recurrence: event.recurrence,
      recurrenceUntil: event.recurrenceUntil,
      exceptionDates: event.exceptionDates,
    },
    first,
    new Date(last.getTime() + 1),
  )
    .map((o) => o.startsAt)
    .filter(inWindow)
}

export async function queueEventReminders(db: Queryable, from: Date, to: Date): Promise<number> {
  // Single events whose alert time is in the window, and the series that may still have an
  // occurrence (started before the window's end plus the lead time, not ended before it).
  const candidates = await selectRows<CandidateRow>(
    db,
    sql`
    select e.id as "eventId", n.id as "newsId", e.owner_id as "ownerId", s.name,
      s.timezone as "schoolTimezone", e.starts_at as "startsAt", e.ends_at as "endsAt",
      e.all_day as "allDay", e.timezone, e.recurrence, e.recurrence_until as "recurrenceUntil",
      e.exception_dates as "exceptionDates", ${leadMinutes} as lead
    from calendar_events e
    join news n on n.type = 'Event' and n.reference_id = e.id and n.status = 'published'
    join schools s on s.id = e.school_id
    where e.alert
      and e.starts_at - make_interval(mins => ${leadMinutes}) <= ${to.toISOString()}::timestamptz
      and (e.recurrence = 'none' and e.starts_at - make_interval(mins => ${leadMinutes})
            > ${from.toISOString()}::timestamptz
        or e.recurrence <> 'none' and (e.recurrence_until is null
          or e.recurrence_until >= (${from.toISOString()}::timestamptz)::date - 1))`,
  )
  const due = candidates.flatMap((event) => dueStarts(event, from, to).map((start) => ({ event, start })))
  if (due.length === 0) return 0
  return db.transaction(async (tx) => {
    const claimed = await selectRows<{ event_id: string; occurrence_starts_at: Date | string }>(
      tx,
      sql`insert into calendar_reminder_sends (id, event_id, occurrence_starts_at)
        select * from unnest(${uuidArray(due.map(() => uuidv7()))}, ${uuidArray(due.map((d) => d.event.eventId))},
          ${`{${due.map((d) => d.start.toISOString()).join(',')}}`}::timestamptz[])
        on conflict (event_id, occurrence_starts_at) do nothing
        returning event_id, occurrence_starts_at`,
    )
    const won = new Set(claimed.map((c) => `${c.event_id} ${new Date(c.occurrence_starts_at).getTime()}`))
    let sent = 0
    for (const { event, start } of due) {
      if (!won.has(`${event.eventId} ${start.getTime()}`)) continue
      const guardians = await guardiansReached(tx, event.newsId, null)
      await enqueuePush(tx, to, {
        userIds: event.ownerId ? [...guardians, event.ownerId] : guardians,
        kind: 'events',
        title: 'event',
        school: { name: event.name, timezone: event.schoolTimezone },
        url: '/calendar',
      })
      sent++
    }
    return sent
  })
}

export const eventRemindersJob: JobDefinition = {
  name: 'calendar.reminders',
  everyMs,
  run: async (deps, clock) => {
    const now = clock.now()
    return queueEventReminders(deps.database.db, new Date(now.getTime() - everyMs), now)
  },
}
