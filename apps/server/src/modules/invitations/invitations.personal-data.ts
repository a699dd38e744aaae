import { eq } from 'drizzle-orm'
import { invitations } from '../../db/schema/index'
import type { PersonalData } from '../module'

// The invitations a user sent (docs/invitations.md, docs/data-protection.md), with the address
// they typed.
export const invitationsPersonalData: PersonalData = {
  user: [
    {
      table: invitations,
      rows: ({ db }, id) => db.select().from(invitations).where(eq(invitations.senderId, id)),
    },
  ],
}
