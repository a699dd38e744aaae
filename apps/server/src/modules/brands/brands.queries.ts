import { asc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { brands, schools } from '../../db/schema/index'

export type BrandRow = typeof brands.$inferSelect

/** The brand of a school's group (brands.group_id is unique: one brand per group). */
export async function findBrandOfSchool(db: Queryable, schoolId: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select({ brand: brands })
    .from(schools)
    .innerJoin(brands, eq(brands.groupId, schools.groupId))
    .where(eq(schools.id, schoolId))
    .limit(1)
  return row?.brand
}

/** Host names are case-insensitive; the column may have been typed with capitals. */
export async function findBrandByDomain(db: Queryable, domain: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select()
    .from(brands)
    .where(eq(sql`lower(${brands.domain})`, domain))
    .limit(1)
  return row
}

/** The default brand: the first by name (id breaks ties so the answer is stable). */
export async function findDefaultBrand(db: Queryable): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).orderBy(asc(brands.name), asc(brands.id)).limit(1)
  return row
}
