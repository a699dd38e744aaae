import { eq, getTableColumns } from 'drizzle-orm'
import { sessions } from '../../db/schema/index'
import type { PersonalData } from '../module'

// A user's sessions (docs/data-protection.md): where and with what they signed in. The token
// hash is a secret that proves nothing to the user, so it stays out.
const { tokenHash: _hash, ...sessionColumns } = getTableColumns(sessions)

export const authPersonalData: PersonalData = {
  user: [
    {
      table: sessions,
      rows: ({ db }, id) => db.select(sessionColumns).from(sessions).where(eq(sessions.userId, id)),
    },
  ],
}
