import { eq } from 'drizzle-orm'
import { posts } from '../../db/schema/index'
import type { PersonalData } from '../module'

// The posts a user wrote (docs/data-protection.md).
export const postsPersonalData: PersonalData = {
  user: [{ table: posts, rows: ({ db }, id) => db.select().from(posts).where(eq(posts.ownerId, id)) }],
}
