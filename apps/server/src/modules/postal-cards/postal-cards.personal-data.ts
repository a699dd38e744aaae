import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { media, postalCardReads, postalCards } from '../../db/schema/index'
import { personalMediaColumns } from '../media/index'
import type { PersonalData } from '../module'

// Postal cards a user sent and read, and those sent for a child with their photos
// (docs/data-protection.md).
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
    {
      table: media,
      media: ({ db }, id) =>
        db
          .select(personalMediaColumns)
          .from(media)
          .where(
            inArray(
              media.id,
              db
                .select({ id: postalCards.mediaId })
                .from(postalCards)
                .where(and(eq(postalCards.childId, id), isNotNull(postalCards.mediaId))),
            ),
          ),
    },
  ],
}
