import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { brands, schools } from '../../db/schema/index'

/** The school with the variant of its group's brand (a group without a brand reads as standard). */
export async function schoolWithBrandVariant(db: Queryable, schoolId: string) {
  const [row] = await db
    .select({
      id: schools.id,
      name: schools.name,
      publicPageVisible: schools.publicPageVisible,
      timezone: schools.timezone,
      variant: brands.variant,
    })
    .from(schools)
    .leftJoin(brands, eq(brands.groupId, schools.groupId))
    .where(eq(schools.id, schoolId))
  return row
}
