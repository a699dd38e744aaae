import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorCampaignSectors,
  advisorLibraryQuestions,
  advisorQuestions,
  advisorReplies,
  advisorSectors,
  advisorSectorSchools,
  childSections,
  guardianships,
  schools,
  sections,
  staffAssignments,
} from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import { selectRows } from '../../db/rows'
import { beforeKey, type TimeKey } from '../../platform/keyset'

// SQL of the advisor module (docs/advisor.md). Every list filters by the actor's schools in SQL
// and pages by (created_at, id), newest first, on an index of its own.

export type CampaignRow = typeof advisorCampaigns.$inferSelect
export type QuestionRow = typeof advisorQuestions.$inferSelect
export type SectorRow = typeof advisorSectors.$inferSelect
export type LibraryRow = typeof advisorLibraryQuestions.$inferSelect

/** A campaign reaching one of these schools. */
const campaignReaches = (schoolIds: readonly string[]) =>
  sql`exists (select 1 from ${advisorCampaignSchools} where ${advisorCampaignSchools.campaignId} = ${advisorCampaigns.id} and ${advisorCampaignSchools.schoolId} = any(${uuidArray(schoolIds)}))`

const sectorReaches = (schoolIds: readonly string[]) =>
  sql`exists (select 1 from ${advisorSectorSchools} where ${advisorSectorSchools.sectorId} = ${advisorSectors.id} and ${advisorSectorSchools.schoolId} = any(${uuidArray(schoolIds)}))`

export async function listCampaignRows(
  db: Queryable,
  schoolIds: readonly string[],
  status: string | undefined,
  cursor: TimeKey | null,
  limit: number,
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(advisorCampaigns)
    .where(
      and(
        campaignReaches(schoolIds),
        status ? eq(advisorCampaigns.status, status) : undefined,
        beforeKey(advisorCampaigns.createdAt, advisorCampaigns.id, cursor),
      ),
    )
    .orderBy(desc(advisorCampaigns.createdAt), desc(advisorCampaigns.id))
    .limit(limit + 1)
}

export async function findCampaign(db: Queryable, schoolIds: readonly string[], id: string) {
  const [row] = await db
    .select()
    .from(advisorCampaigns)
    .where(and(eq(advisorCampaigns.id, id), campaignReaches(schoolIds)))
  return row
}

export async function campaignSchoolsOf(db: Queryable, campaignIds: readonly string[]) {
  if (campaignIds.length === 0) return []
  return db
    .select({ campaignId: advisorCampaignSchools.campaignId, id: schools.id, name: schools.name })
    .from(advisorCampaignSchools)
    .innerJoin(schools, eq(schools.id, advisorCampaignSchools.schoolId))
    .where(inArray(advisorCampaignSchools.campaignId, [...campaignIds]))
    .orderBy(asc(schools.name), asc(schools.id))
}

export async function campaignSectorsOf(db: Queryable, campaignIds: readonly string[]) {
  if (campaignIds.length === 0) return []
  return db
    .select()
    .from(advisorCampaignSectors)
    .where(inArray(advisorCampaignSectors.campaignId, [...campaignIds]))
}

export async function questionsOf(db: Queryable, campaignIds: readonly string[]): Promise<QuestionRow[]> {
  if (campaignIds.length === 0) return []
  return db
    .select()
    .from(advisorQuestions)
    .where(inArray(advisorQuestions.campaignId, [...campaignIds]))
    .orderBy(asc(advisorQuestions.campaignId), asc(advisorQuestions.position))
}

/** Of these campaigns, those with at least one reply (one index probe each). */
export async function campaignsWithReplies(db: Queryable, campaignIds: readonly string[]) {
  if (campaignIds.length === 0) return new Set<string>()
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select c.id from unnest(${uuidArray(campaignIds)}) as c(id)
      where exists (select 1 from ${advisorReplies} r where r.campaign_id = c.id)`,
  )
  return new Set(rows.map((r) => r.id))
}

export async function schoolsWithGroup(db: Queryable, schoolIds: readonly string[]) {
  if (schoolIds.length === 0) return []
  return db
    .select({ id: schools.id, groupId: schools.groupId, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, [...schoolIds]))
}

export async function sectorSchoolIds(db: Queryable, sectorIds: readonly string[]) {
  if (sectorIds.length === 0) return []
  return db
    .select()
    .from(advisorSectorSchools)
    .where(inArray(advisorSectorSchools.sectorId, [...sectorIds]))
}

/**
 * People eligible for a campaign when it opens (the response rate's denominator): guardians of
 * the schools' children, the children, the staff assigned to a school or one of its sections.
 * Visitors cannot be counted and add nothing.
 */
export async function eligibleCount(
  db: Queryable,
  schoolIds: readonly string[],
  audiences: readonly string[],
): Promise<number> {
  const ids = uuidArray(schoolIds)
  const inSchools = sql`${sections.schoolId} = any(${ids}) and ${sections.archivedAt} is null`
  const parts: SQL[] = []
  if (audiences.includes('families'))
    parts.push(sql`(select count(distinct ${guardianships.guardianId}) from ${guardianships}
      join ${childSections} on ${childSections.childId} = ${guardianships.childId}
      join ${sections} on ${sections.id} = ${childSections.sectionId} where ${inSchools})`)
  if (audiences.includes('children'))
    parts.push(sql`(select count(distinct ${childSections.childId}) from ${childSections}
      join ${sections} on ${sections.id} = ${childSections.sectionId} where ${inSchools})`)
  if (audiences.includes('staff'))
    parts.push(sql`(select count(distinct ${staffAssignments.userId}) from ${staffAssignments}
      left join ${sections} on ${sections.id} = ${staffAssignments.sectionId}
      where ${staffAssignments.schoolId} = any(${ids}) or (${inSchools}))`)
  if (parts.length === 0) return 0
  const rows = await selectRows<{ n: string | number }>(db, sql`select (${sql.join(parts, sql` + `)}) as n`)
  return Number(rows[0]?.n ?? 0)
}

// --- sectors -------------------------------------------------------------------------------------

export async function listSectorRows(
  db: Queryable,
  schoolIds: readonly string[],
  cursor: TimeKey | null,
  limit: number,
): Promise<SectorRow[]> {
  return db
    .select()
    .from(advisorSectors)
    .where(and(sectorReaches(schoolIds), beforeKey(advisorSectors.createdAt, advisorSectors.id, cursor)))
    .orderBy(desc(advisorSectors.createdAt), desc(advisorSectors.id))
    .limit(limit + 1)
}

export async function findSector(db: Queryable, schoolIds: readonly string[], id: string) {
  const [row] = await db
    .select()
    .from(advisorSectors)
    .where(and(eq(advisorSectors.id, id), sectorReaches(schoolIds)))
  return row
}

export async function sectorSchoolsOf(db: Queryable, sectorIds: readonly string[]) {
  if (sectorIds.length === 0) return []
  return db
    .select({ sectorId: advisorSectorSchools.sectorId, id: schools.id, name: schools.name })
    .from(advisorSectorSchools)
    .innerJoin(schools, eq(schools.id, advisorSectorSchools.schoolId))
    .where(inArray(advisorSectorSchools.sectorId, [...sectorIds]))
    .orderBy(asc(schools.name), asc(schools.id))
}

// --- library -------------------------------------------------------------------------------------

export async function listLibraryRows(
  db: Queryable,
  groupIds: readonly string[],
  cursor: TimeKey | null,
  limit: number,
): Promise<LibraryRow[]> {
  return db
    .select()
    .from(advisorLibraryQuestions)
    .where(
      and(
        sql`${advisorLibraryQuestions.groupId} = any(${uuidArray(groupIds)})`,
        beforeKey(advisorLibraryQuestions.createdAt, advisorLibraryQuestions.id, cursor),
      ),
    )
    .orderBy(desc(advisorLibraryQuestions.createdAt), desc(advisorLibraryQuestions.id))
    .limit(limit + 1)
}

export async function findLibraryQuestion(db: Queryable, groupIds: readonly string[], id: string) {
  const [row] = await db
    .select()
    .from(advisorLibraryQuestions)
    .where(
      and(
        eq(advisorLibraryQuestions.id, id),
        sql`${advisorLibraryQuestions.groupId} = any(${uuidArray(groupIds)})`,
      ),
    )
  return row
}

// --- scope ---------------------------------------------------------------------------------------

export async function schoolsAndSections(db: Queryable, schoolIds: readonly string[]) {
  if (schoolIds.length === 0) return { schoolRows: [], sectionRows: [] }
  const schoolRows = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(inArray(schools.id, [...schoolIds]))
    .orderBy(asc(schools.name), asc(schools.id))
  const sectionRows = await db
    .select({ id: sections.id, name: sections.name, schoolId: sections.schoolId })
    .from(sections)
    .where(and(inArray(sections.schoolId, [...schoolIds]), sql`${sections.archivedAt} is null`))
    .orderBy(asc(sections.name), asc(sections.id))
  return { schoolRows, sectionRows }
}

export async function sectionSchool(db: Queryable, sectionId: string) {
  const [row] = await db
    .select({ schoolId: sections.schoolId })
    .from(sections)
    .where(eq(sections.id, sectionId))
  return row?.schoolId
}

/** The campaign's schools and sectors, as chosen on save. */
export async function writeCampaignTargets(
  db: Queryable,
  campaignId: string,
  schoolIds: string[],
  sectorIds: string[],
) {
  // A school that stays keeps its row, so its public link (docs/advisor.md "The public links")
  // still works after the campaign is edited.
  await db
    .delete(advisorCampaignSchools)
    .where(
      and(
        eq(advisorCampaignSchools.campaignId, campaignId),
        notInArray(advisorCampaignSchools.schoolId, schoolIds),
      ),
    )
  await db.delete(advisorCampaignSectors).where(eq(advisorCampaignSectors.campaignId, campaignId))
  await db
    .insert(advisorCampaignSchools)
    .values(schoolIds.map((schoolId) => ({ campaignId, schoolId })))
    .onConflictDoNothing()
  if (sectorIds.length > 0)
    await db.insert(advisorCampaignSectors).values(sectorIds.map((sectorId) => ({ campaignId, sectorId })))
}
