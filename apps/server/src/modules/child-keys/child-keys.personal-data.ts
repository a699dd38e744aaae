import { eq } from 'drizzle-orm'
import { childKeys } from '../../db/schema/index'
import type { PersonalData } from '../module'

// A child's key (docs/child-keys.md, docs/data-protection.md), as their guardians see it.
export const childKeysPersonalData: PersonalData = {
  child: [
    { table: childKeys, rows: ({ db }, id) => db.select().from(childKeys).where(eq(childKeys.childId, id)) },
  ],
}
