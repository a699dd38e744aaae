import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { brands, schools, terms } from '../../db/schema/index'

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

export async function findBrandById(db: Queryable, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId))
  return row
}

export async function updateBrand(
  db: Queryable,
  brandId: string,
  values: Partial<typeof brands.$inferInsert>,
) {
  await db.update(brands).set(values).where(eq(brands.id, brandId))
}

export async function termsOfBrand(db: Queryable, brandId: string) {
  return db
    .select({
      id: terms.id,
      language: terms.language,
      version: terms.version,
      url: terms.url,
      annex: terms.annex,
      publishedAt: terms.publishedAt,
    })
    .from(terms)
    .where(eq(terms.brandId, brandId))
    .orderBy(asc(terms.language), desc(terms.version))
}

/**
 * Publishes the next version of a brand's terms in a language. The brand row is locked first, so
 * two publications at once number their versions one after the other (unique terms_key).
 */
export async function insertNextTerms(
  db: Queryable,
  input: { brandId: string; language: string; url: string; annex: string; publishedAt: Date },
) {
  await db.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId)).for('update')
  const [max] = await db
    .select({ version: sql<number>`coalesce(max(${terms.version}), 0)::int` })
    .from(terms)
    .where(and(eq(terms.brandId, input.brandId), eq(terms.language, input.language)))
  const [row] = await db
    .insert(terms)
    .values({ ...input, version: (max?.version ?? 0) + 1 })
    .returning({
      id: terms.id,
      language: terms.language,
      version: terms.version,
      url: terms.url,
      annex: terms.annex,
      publishedAt: terms.publishedAt,
    })
  return row!
}
