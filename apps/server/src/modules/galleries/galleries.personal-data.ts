import { eq } from 'drizzle-orm'
import { galleries } from '../../db/schema/index'
import type { PersonalData } from '../module'

// The albums a user made; their photos are exported by media (docs/data-protection.md).
export const galleriesPersonalData: PersonalData = {
  user: [
    { table: galleries, rows: ({ db }, id) => db.select().from(galleries).where(eq(galleries.ownerId, id)) },
  ],
}
