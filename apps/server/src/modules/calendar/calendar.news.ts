import { sql } from 'drizzle-orm'
import type { NewsItem } from '@nido/domain/contracts/news'
import type { CalendarColour, CalendarRecurrence } from '@nido/domain/enums/calendar'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'

// Issue 6 / ARCHITECTURE §6: what an Event card of the feed shows, for news.details.ts, loaded in
// one query for every Event item of a page.

export async function eventDetails(
  db: Queryable,
  ids: string[],
): Promise<Map<string, NonNullable<NewsItem['event']>>> {
  if (ids.length === 0) return new Map()
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
        title: e.title,
        description: e.description,
        startsAt: new Date(e.starts_at).toISOString(),
        endsAt: new Date(e.ends_at).toISOString(),
        allDay: e.all_day,
        timezone: e.timezone,
        colour: e.colour,
        recurrence: e.recurrence,
      },
    ]),
  )
}
