import { eq } from 'drizzle-orm'
import { childArchives } from '../../db/schema/index'
import type { PersonalData } from '../module'

// What children-and-parents holds of its own about a child (docs/data-protection.md): when they
// were archived and the sections they left (decision 0031). The child's profile, guardianships
// and sections are the account module's; the key is child-keys'. The staff member who archived
// is named in the child's row, which is about the child, not about them.
export const childrenAndParentsPersonalData: PersonalData = {
  child: [
    {
      table: childArchives,
      rows: ({ db }, id) => db.select().from(childArchives).where(eq(childArchives.childId, id)),
    },
  ],
}
