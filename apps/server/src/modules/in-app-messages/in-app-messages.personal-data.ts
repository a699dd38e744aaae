import { eq } from 'drizzle-orm'
import { inAppMessageDismissals } from '../../db/schema/index'
import type { PersonalData } from '../module'

// Which in-app messages a user closed, and when (docs/data-protection.md).
export const inAppMessagesPersonalData: PersonalData = {
  user: [
    {
      table: inAppMessageDismissals,
      rows: ({ db }, id) =>
        db.select().from(inAppMessageDismissals).where(eq(inAppMessageDismissals.userId, id)),
    },
  ],
}
