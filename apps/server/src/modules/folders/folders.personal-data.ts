import { eq } from 'drizzle-orm'
import { folders } from '../../db/schema/index'
import type { PersonalData } from '../module'

// The folders a user made; their documents are exported by media (docs/data-protection.md).
export const foldersPersonalData: PersonalData = {
  user: [{ table: folders, rows: ({ db }, id) => db.select().from(folders).where(eq(folders.ownerId, id)) }],
}
