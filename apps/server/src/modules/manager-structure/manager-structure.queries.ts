import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { BillingSettings, StructureInput } from '@nido/domain/contracts/manager-structure'
import type { Queryable } from '../../db/client'
import {
  childSections,
  groups,
  managerGroupSettings,
  managerServiceOptions,
  managerStructures,
  schools,
  sections,
} from '../../db/schema/index'

// SQL of the manager's structure settings (docs/manager.md); every read names the school.

export async function schoolById(db: Queryable, schoolId: string) {
  const [row] = await db
    .select({ id: schools.id, name: schools.name, groupId: schools.groupId, timezone: schools.timezone })
    .from(schools)
    .where(eq(schools.id, schoolId))
  return row
}

export async function structureOf(db: Queryable, schoolId: string) {
  const [row] = await db.select().from(managerStructures).where(eq(managerStructures.schoolId, schoolId))
  return row
}

export async function upsertStructure(tx: Queryable, schoolId: string, values: StructureInput, now: Date) {
  const [row] = await tx
    .insert(managerStructures)
    .values({ schoolId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: managerStructures.schoolId, set: { ...values, updatedAt: now } })
    .returning()
  return row!
}

export async function groupSettingsOf(db: Queryable, groupId: string) {
  const [row] = await db.select().from(managerGroupSettings).where(eq(managerGroupSettings.groupId, groupId))
  return row
}

export async function groupName(db: Queryable, groupId: string) {
  const [row] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, groupId))
  return row?.name ?? ''
}

export async function upsertGroupSettings(
  tx: Queryable,
  groupId: string,
  values: { billing: BillingSettings; defaultCurrency: string },
  now: Date,
) {
  const [row] = await tx
    .insert(managerGroupSettings)
    .values({ groupId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: managerGroupSettings.groupId, set: { ...values, updatedAt: now } })
    .returning()
  return row!
}

export type ServiceOptionRow = typeof managerServiceOptions.$inferSelect

/** A page of the catalogue by name (index manager_service_options_list_idx). */
export async function serviceOptionsPage(
  db: Queryable,
  input: { schoolId: string; archived: boolean; after: { name: string; id: string } | null; limit: number },
) {
  return db
    .select()
    .from(managerServiceOptions)
    .where(
      and(
        eq(managerServiceOptions.schoolId, input.schoolId),
        input.archived
          ? isNotNull(managerServiceOptions.archivedAt)
          : isNull(managerServiceOptions.archivedAt),
        input.after
          ? sql`(${managerServiceOptions.name}, ${managerServiceOptions.id}) > (${input.after.name}, ${input.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(managerServiceOptions.name), asc(managerServiceOptions.id))
    .limit(input.limit + 1)
}

export async function serviceOptionById(db: Queryable, id: string) {
  const [row] = await db.select().from(managerServiceOptions).where(eq(managerServiceOptions.id, id))
  return row
}

/** Another current option of the school with this name (case-insensitive). */
export async function serviceOptionNamed(db: Queryable, schoolId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: managerServiceOptions.id })
    .from(managerServiceOptions)
    .where(
      and(
        eq(managerServiceOptions.schoolId, schoolId),
        isNull(managerServiceOptions.archivedAt),
        sql`lower(${managerServiceOptions.name}) = lower(${name})`,
        exceptId ? sql`${managerServiceOptions.id} <> ${exceptId}::uuid` : undefined,
      ),
    )
    .limit(1)
  return row
}

export async function insertServiceOption(
  tx: Queryable,
  values: Omit<typeof managerServiceOptions.$inferInsert, 'id'>,
) {
  const [row] = await tx.insert(managerServiceOptions).values(values).returning()
  return row!
}

export async function updateServiceOptionRow(
  tx: Queryable,
  id: string,
  values: Partial<typeof managerServiceOptions.$inferInsert>,
) {
  const [row] = await tx
    .update(managerServiceOptions)
    .set(values)
    .where(eq(managerServiceOptions.id, id))
    .returning()
  return row!
}

/** Children per active section of a school, each child counted once for the school. */
export async function occupationOf(db: Queryable, schoolId: string) {
  const perSection = await db
    .select({
      id: sections.id,
      name: sections.name,
      children: sql<number>`count(${childSections.childId})::int`,
    })
    .from(sections)
    .leftJoin(childSections, eq(childSections.sectionId, sections.id))
    .where(and(eq(sections.schoolId, schoolId), isNull(sections.archivedAt)))
    .groupBy(sections.id, sections.name)
    .orderBy(asc(sections.name), desc(sections.id))
  const [total] = await db
    .select({ children: sql<number>`count(distinct ${childSections.childId})::int` })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .where(and(eq(sections.schoolId, schoolId), isNull(sections.archivedAt)))
  const [options] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(managerServiceOptions)
    .where(and(eq(managerServiceOptions.schoolId, schoolId), isNull(managerServiceOptions.archivedAt)))
  return { sections: perSection, children: total?.children ?? 0, serviceOptions: options?.count ?? 0 }
}
