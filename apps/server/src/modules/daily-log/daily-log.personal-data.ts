import { eq, inArray } from 'drizzle-orm'
import { dailyEntries, dailyLogDays, media } from '../../db/schema/index'
import type { Queryable } from '../../db/client'
import { personalMediaColumns } from '../media/index'
import type { PersonalData } from '../module'
import { familyTimelines } from './daily-log.views'

// A child's care log (docs/daily-log.md, docs/data-protection.md): the days, and every entry
// (meals, naps, nappies, health notes…) as the family sees it in the app — the school's daily
// settings decide which kinds reach families and when (spec 001 §3 entry visibility), and the
// export follows the same view — with the recorded audio messages of those entries.

async function familyEntriesOf(db: Queryable, childId: string) {
  const days = await db
    .select({ id: dailyLogDays.id })
    .from(dailyLogDays)
    .where(eq(dailyLogDays.childId, childId))
    .orderBy(dailyLogDays.date)
  const timelines = await familyTimelines(
    db,
    days.map((day) => day.id),
  )
  return days.flatMap((day) => timelines.get(day.id)?.entries ?? [])
}

export const dailyLogPersonalData: PersonalData = {
  child: [
    {
      table: dailyLogDays,
      rows: ({ db }, id) =>
        db.select().from(dailyLogDays).where(eq(dailyLogDays.childId, id)).orderBy(dailyLogDays.date),
    },
    { table: dailyEntries, rows: ({ db }, id) => familyEntriesOf(db, id) },
    {
      table: media,
      media: async ({ db }, id) => {
        const ids = (await familyEntriesOf(db, id)).flatMap((entry) => (entry.media ? [entry.media.id] : []))
        if (ids.length === 0) return []
        return db.select(personalMediaColumns).from(media).where(inArray(media.id, ids))
      },
    },
  ],
}
