import { eq } from 'drizzle-orm'
import { postalCardReads, postalCards } from '../../db/schema/index'
import type { PersonalData } from '../module'

// Postal cards a user sent and read, and those sent for a child (docs/data-protection.md).
export const postalCardsPersonalData: PersonalData = {
  user: [
    {
      table: postalCards,
      rows: ({ db }, id) => db.select().from(postalCards).where(eq(postalCards.ownerId, id)),
    },
    {
      table: postalCardReads,
      rows: ({ db }, id) => db.select().from(postalCardReads).where(eq(postalCardReads.userId, id)),
    },
  ],
  child: [
    {
      table: postalCards,
      rows: ({ db }, id) => db.select().from(postalCards).where(eq(postalCards.childId, id)),
    },
  ],
}
