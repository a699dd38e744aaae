import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Language } from '@nido/domain/i18n/languages'
import type { Queryable } from '../../db/client'
import {
  brands,
  childSections,
  guardianships,
  schools,
  sections,
  terms,
  termsAcceptances,
  users,
} from '../../db/schema/index'

/** A school's name and time zone, with the brand of its group. */
export async function schoolWithBrand(db: Queryable, schoolId: string) {
  const [row] = await db
    .select({ name: schools.name, timezone: schools.timezone, brandId: brands.id })
    .from(schools)
    .leftJoin(brands, eq(brands.groupId, schools.groupId))
    .where(eq(schools.id, schoolId))
  return row
}

export async function userName(db: Queryable, userId: string) {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** The school a child attends (through their first section by name, as the scope selector does). */
export async function schoolOfChild(db: Queryable, childId: string): Promise<string | null> {
  const [row] = await db
    .select({ schoolId: sections.schoolId })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .where(eq(childSections.childId, childId))
    .orderBy(asc(sections.name), asc(sections.id))
    .limit(1)
  return row?.schoolId ?? null
}

/** Whether the guardian is a referent of the child (spec 001 §2: they confirm parental authority). */
export async function isReferentGuardian(
  db: Queryable,
  guardianId: string,
  childId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ referent: guardianships.referent })
    .from(guardianships)
    .where(and(eq(guardianships.guardianId, guardianId), eq(guardianships.childId, childId)))
  return row?.referent ?? false
}

/**
 * The latest published terms for a brand in a language, falling back to English (spec 000 §9).
 * The brand's own documents come first, in either language, then the generic ones (brand_id
 * null): terms are a legal text of the operator, so its English beats a generic translation.
 */
export async function latestTerms(db: Queryable, brandId: string | null, language: Language, now: Date) {
  const [row] = await db
    .select({
      id: terms.id,
      version: terms.version,
      language: terms.language,
      url: terms.url,
      annex: terms.annex,
    })
    .from(terms)
    .where(
      and(
        brandId ? or(eq(terms.brandId, brandId), isNull(terms.brandId)) : isNull(terms.brandId),
        inArray(terms.language, [language, 'en']),
        lte(terms.publishedAt, now),
      ),
    )
    .orderBy(sql`${terms.brandId} is null`, sql`${terms.language} <> ${language}`, desc(terms.version))
    .limit(1)
  return row
}

export async function findAcceptance(db: Queryable, termsId: string, userId: string, childId: string | null) {
  const [row] = await db
    .select({ acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .where(
      and(
        eq(termsAcceptances.termsId, termsId),
        eq(termsAcceptances.userId, userId),
        childId ? eq(termsAcceptances.childId, childId) : isNull(termsAcceptances.childId),
      ),
    )
  return row
}

/** Records an acceptance once; true when this call recorded it (terms_acceptances_key). */
export async function insertAcceptance(
  db: Queryable,
  values: { termsId: string; userId: string; childId: string | null; acceptedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(termsAcceptances)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: termsAcceptances.id })
  return inserted.length > 0
}

export async function setUserTermsAcceptedAt(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ termsAcceptedAt: at }).where(eq(users.id, userId))
}
