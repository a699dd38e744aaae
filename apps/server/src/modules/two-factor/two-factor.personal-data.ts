import { eq } from 'drizzle-orm'
import { recoveryCodes } from '../../db/schema/index'
import type { PersonalData } from '../module'

// Two-factor recovery codes (docs/data-protection.md): when each was made and used, never the
// code's hash.
export const twoFactorPersonalData: PersonalData = {
  user: [
    {
      table: recoveryCodes,
      rows: ({ db }, id) =>
        db
          .select({ id: recoveryCodes.id, createdAt: recoveryCodes.createdAt, usedAt: recoveryCodes.usedAt })
          .from(recoveryCodes)
          .where(eq(recoveryCodes.userId, id)),
    },
  ],
}
