import { sql } from 'drizzle-orm'
import type { JobDefinition } from '../../platform/jobs'
import { selectRows } from '../../db/rows'
import { guardiansReached } from '../news/index'
import { enqueuePush } from '../push/index'

// Event reminders (spec 001 §3 alert, alert_number, alert_unit; docs/notifications-push.md): every
// minute, once across processes, the events whose alert time fell in the last minute push an
// "Event reminder" to the guardians the event reaches and to its author. A tick missed while no
// process ran is not caught up: a reminder after the event would only be noise. Recurring events
// are reminded of their first occurrence only (docs/notifications-push.md "Not yet").

const everyMs = 60_000

export async function queueEventReminders(
  db: Parameters<typeof enqueuePush>[0],
  from: Date,
  to: Date,
): Promise<number> {
  const due = await selectRows<{
    newsId: string
    ownerId: string | null
    name: string
    timezone: string
  }>(
    db,
    sql`
    select n.id as "newsId", e.owner_id as "ownerId", s.name, s.timezone
    from calendar_events e
    join news n on n.type = 'Event' and n.reference_id = e.id and n.status = 'published'
    join schools s on s.id = e.school_id
    where e.alert and e.starts_at >= ${from.toISOString()}::timestamptz
      and e.starts_at - make_interval(mins => e.alert_number * case e.alert_unit
            when 'minutes' then 1 when 'hours' then 60 else 1440 end)
          > ${from.toISOString()}::timestamptz
      and e.starts_at - make_interval(mins => e.alert_number * case e.alert_unit
            when 'minutes' then 1 when 'hours' then 60 else 1440 end)
          <= ${to.toISOString()}::timestamptz`,
  )
  for (const event of due) {
    const guardians = await guardiansReached(db, event.newsId, null)
    await enqueuePush(db, to, {
      userIds: event.ownerId ? [...guardians, event.ownerId] : guardians,
      kind: 'events',
      title: 'event',
      school: { name: event.name, timezone: event.timezone },
      url: '/calendar',
    })
  }
  return due.length
}

export const eventRemindersJob: JobDefinition = {
  name: 'calendar.reminders',
  everyMs,
  run: async (deps, clock) => {
    const now = clock.now()
    return queueEventReminders(deps.database.db, new Date(now.getTime() - everyMs), now)
  },
}
