import { eq } from 'drizzle-orm'
import { calendarEvents, calendarSubscriptions } from '../../db/schema/index'
import type { PersonalData } from '../module'

// The events a user made and their private calendar link (docs/data-protection.md): when it was
// made and last used; the token's hash is a secret and stays out.
export const calendarPersonalData: PersonalData = {
  user: [
    {
      table: calendarEvents,
      rows: ({ db }, id) => db.select().from(calendarEvents).where(eq(calendarEvents.ownerId, id)),
    },
    {
      table: calendarSubscriptions,
      rows: ({ db }, id) =>
        db
          .select({
            id: calendarSubscriptions.id,
            createdAt: calendarSubscriptions.createdAt,
            lastUsedAt: calendarSubscriptions.lastUsedAt,
          })
          .from(calendarSubscriptions)
          .where(eq(calendarSubscriptions.userId, id)),
    },
  ],
}
