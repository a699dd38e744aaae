import { sql } from 'drizzle-orm'
import type { CalendarColour, CalendarRecurrence } from '@nido/domain/enums/calendar'
import { queryRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { NewsKind } from '../news/index'

// What an Event card of the feed shows (ARCHITECTURE §6, news.kinds.ts, decision 0012), loaded
// in one query for every Event item of a page.

export const calendarNewsKind: NewsKind = {
  type: 'Event',
  async cards(db, ids) {
    const result = await queryRows<{
      id: string
      title: string
      description: string
      starts_at: string | Date
      ends_at: string | Date
      all_day: boolean
      timezone: string
      colour: CalendarColour
      recurrence: CalendarRecurrence
    }>(
      db,
      sql`select id, title, description, starts_at, ends_at, all_day, timezone, colour, recurrence
        from calendar_events where id = any(${uuidArray(ids)})`,
    )
    return new Map(
      result.rows.map((e) => [
        e.id,
        {
          event: {
            title: e.title,
            description: e.description,
            startsAt: new Date(e.starts_at).toISOString(),
            endsAt: new Date(e.ends_at).toISOString(),
            allDay: e.all_day,
            timezone: e.timezone,
            colour: e.colour,
            recurrence: e.recurrence,
          },
        },
      ]),
    )
  },
}
