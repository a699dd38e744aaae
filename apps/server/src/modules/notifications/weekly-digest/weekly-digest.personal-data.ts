import { eq } from 'drizzle-orm'
import { weeklyDigestSends } from '../../../db/schema/index'
import type { PersonalData } from '../../module'

// What the weekly digest holds about a user (docs/data-protection.md): the weeks it was built for
// them, and whether a mail was sent. The mails themselves are outbox rows, exported with the others (data-protection).
export const weeklyDigestPersonalData: PersonalData = {
  user: [
    {
      table: weeklyDigestSends,
      rows: ({ db }, id) => db.select().from(weeklyDigestSends).where(eq(weeklyDigestSends.userId, id)),
    },
  ],
}
