import { eq } from 'drizzle-orm'
import { dailyEntries, dailyLogDays } from '../../db/schema/index'
import type { PersonalData } from '../module'

// A child's care log (docs/daily-log.md, docs/data-protection.md): the days and every entry
// (meals, naps, nappies, health notes…) in time order.
export const dailyLogPersonalData: PersonalData = {
  child: [
    {
      table: dailyLogDays,
      rows: ({ db }, id) =>
        db.select().from(dailyLogDays).where(eq(dailyLogDays.childId, id)).orderBy(dailyLogDays.date),
    },
    {
      table: dailyEntries,
      rows: ({ db }, id) =>
        db
          .select()
          .from(dailyEntries)
          .where(eq(dailyEntries.childId, id))
          .orderBy(dailyEntries.date, dailyEntries.time),
    },
  ],
}
