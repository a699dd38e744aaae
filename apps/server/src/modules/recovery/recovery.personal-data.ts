import { eq } from 'drizzle-orm'
import { oneTimeTokens } from '../../db/schema/index'
import type { PersonalData } from '../module'

// Single-use links and codes sent to the user (docs/data-protection.md): what they were for and
// when they were used; the hash and the token's data (sign-in state) are secrets and stay out.
export const recoveryPersonalData: PersonalData = {
  user: [
    {
      table: oneTimeTokens,
      rows: ({ db }, id) =>
        db
          .select({
            id: oneTimeTokens.id,
            purpose: oneTimeTokens.purpose,
            createdAt: oneTimeTokens.createdAt,
            expiresAt: oneTimeTokens.expiresAt,
            usedAt: oneTimeTokens.usedAt,
          })
          .from(oneTimeTokens)
          .where(eq(oneTimeTokens.userId, id)),
    },
  ],
}
