import { eq } from 'drizzle-orm'
import { termsAcceptances } from '../../db/schema/index'
import type { PersonalData } from '../module'

// Which terms a user accepted, for themselves and for a child (docs/data-protection.md).
export const termsPersonalData: PersonalData = {
  user: [
    {
      table: termsAcceptances,
      rows: ({ db }, id) => db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, id)),
    },
  ],
  child: [
    {
      table: termsAcceptances,
      rows: ({ db }, id) => db.select().from(termsAcceptances).where(eq(termsAcceptances.childId, id)),
    },
  ],
}
