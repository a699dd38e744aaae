import { eq } from 'drizzle-orm'
import { directoryRefs } from '../../db/schema/index'
import type { PersonalData } from '../module'

// docs/data-protection.md: the references a nursery's spreadsheet gave a person (or a child) are
// theirs to see in the export (docs/directory-import.md "References").
export const directoryPersonalData: PersonalData = {
  user: [
    {
      table: directoryRefs,
      rows: ({ db }, id) => db.select().from(directoryRefs).where(eq(directoryRefs.userId, id)),
    },
  ],
  child: [
    {
      table: directoryRefs,
      rows: ({ db }, id) => db.select().from(directoryRefs).where(eq(directoryRefs.userId, id)),
    },
  ],
}
