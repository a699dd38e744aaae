import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { idFromRow, type SchoolId, type SectionId } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import { isOneOf } from '@nido/domain/access/roles'
import type {
  AdvisorCampaign,
  AdvisorCampaignStatus,
  AdvisorLibraryQuestion,
  AdvisorQuestionKind,
  AdvisorScope,
  AdvisorSector,
  zAdvisorCampaignInput,
  zAdvisorLibraryQuestionInput,
  zAdvisorSectorInput,
} from '@nido/domain/contracts/advisor'
import type { Queryable } from '../../db/client'
import {
  advisorCampaigns,
  advisorLibraryQuestions,
  advisorQuestions,
  advisorSectors,
  advisorSectorSchools,
} from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import type { InScope } from '../../platform/http'
import {
  campaignSchoolsOf,
  campaignSectorsOf,
  campaignsWithReplies,
  eligibleCount,
  findCampaign,
  findLibraryQuestion,
  findSector,
  listCampaignRows,
  listLibraryRows,
  listSectorRows,
  questionsOf,
  schoolsAndSections,
  schoolsWithGroup,
  sectorSchoolIds,
  sectorSchoolsOf,
  writeCampaignTargets,
  type CampaignRow,
  type LibraryRow,
  type SectorRow,
} from './advisor.queries'

// Spec 000 §6 advisor pages (director, coordinator, ETUDE with the global advisor flag): each
// works on the schools of their structure scope — a coordinator or ETUDE member their group's, a
// director their school (docs/advisor.md "Who sees what"). A campaign or sector reaching one of
// those schools is visible; changing it needs every one of its schools in scope.

type CampaignInput = z.output<typeof zAdvisorCampaignInput>
type SectorInput = z.output<typeof zAdvisorSectorInput>
type LibraryInput = z.output<typeof zAdvisorLibraryQuestionInput>
type PageQuery = { cursor?: string | undefined; limit: number }

/** The schools an advisor page works on (spec 000 §6 query scope by school). */
export const advisorSchoolsOf = (actor: Actor): readonly string[] => actor.structureTreeScope.schoolIds

const coversAll = (actor: Actor, schoolIds: readonly string[]) => {
  const scope = new Set(advisorSchoolsOf(actor))
  return schoolIds.every((id) => scope.has(id))
}

// --- scope ---------------------------------------------------------------------------------------

export async function advisorScope(db: Queryable, actor: Actor): Promise<AdvisorScope> {
  const { schoolRows, sectionRows } = await schoolsAndSections(db, advisorSchoolsOf(actor))
  return {
    schools: schoolRows.map((s) => ({
      id: idFromRow<SchoolId>(s.id),
      name: s.name,
      sections: sectionRows
        .filter((x) => x.schoolId === s.id)
        .map((x) => ({ id: idFromRow<SectionId>(x.id), name: x.name })),
    })),
  }
}

/**
 * The schools named, all in the actor's scope (else NOT_FOUND: ids cannot be probed) and in one
 * group, which the campaign or sector then belongs to.
 */
async function groupOfSchools(db: Queryable, actor: Actor, schoolIds: readonly string[]) {
  const unique = [...new Set(schoolIds)]
  if (!coversAll(actor, unique)) throw new AppError('NOT_FOUND')
  const rows = await schoolsWithGroup(db, unique)
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND')
  const groups = new Set(rows.map((r) => r.groupId))
  if (groups.size !== 1)
    throw new AppError('VALIDATION_ERROR', [{ path: 'body.schoolIds', message: 'One group only' }])
  return { groupId: rows[0]!.groupId, schoolIds: unique }
}

// --- sectors -------------------------------------------------------------------------------------

async function sectorViews(db: Queryable, actor: Actor, rows: SectorRow[]): Promise<AdvisorSector[]> {
  const members = await sectorSchoolsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => {
    const own = members.filter((m) => m.sectorId === row.id)
    return {
      id: row.id,
      name: row.name,
      schools: own.map((m) => ({ id: idFromRow<SchoolId>(m.id), name: m.name })),
      canEdit:
        !actor.observer &&
        coversAll(
          actor,
          own.map((m) => m.id),
        ),
      createdAt: row.createdAt.toISOString(),
    }
  })
}

export async function listSectors(db: Queryable, actor: Actor, query: PageQuery) {
  const rows = await listSectorRows(db, advisorSchoolsOf(actor), decodeTimeKey(query.cursor), query.limit)
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: await sectorViews(db, actor, page.rows), nextCursor: page.nextCursor }
}

export const sectorInScope: InScope<string, SectorRow> = (db, actor, id) =>
  findSector(db, advisorSchoolsOf(actor), id)

async function requireSectorEditable(db: Queryable, actor: Actor, sector: SectorRow) {
  const members = await sectorSchoolIds(db, [sector.id])
  if (
    !coversAll(
      actor,
      members.map((m) => m.schoolId),
    )
  )
    throw new AppError('FORBIDDEN')
}

export async function createSector(db: Queryable, actor: Actor, input: SectorInput) {
  const { groupId, schoolIds } = await groupOfSchools(db, actor, input.schoolIds)
  const [row] = await db.insert(advisorSectors).values({ groupId, name: input.name }).returning()
  await db.insert(advisorSectorSchools).values(schoolIds.map((schoolId) => ({ sectorId: row!.id, schoolId })))
  await audit(db, actor, 'advisor.sectors.create', { sectorId: row!.id })
  return (await sectorViews(db, actor, [row!]))[0]!
}

export async function updateSector(db: Queryable, actor: Actor, sector: SectorRow, input: SectorInput) {
  await requireSectorEditable(db, actor, sector)
  const { groupId, schoolIds } = await groupOfSchools(db, actor, input.schoolIds)
  if (groupId !== sector.groupId) throw new AppError('NOT_FOUND')
  const [row] = await db
    .update(advisorSectors)
    .set({ name: input.name })
    .where(eq(advisorSectors.id, sector.id))
    .returning()
  await db.delete(advisorSectorSchools).where(eq(advisorSectorSchools.sectorId, sector.id))
  await db
    .insert(advisorSectorSchools)
    .values(schoolIds.map((schoolId) => ({ sectorId: sector.id, schoolId })))
  await audit(db, actor, 'advisor.sectors.update', { sectorId: sector.id })
  return (await sectorViews(db, actor, [row!]))[0]!
}

export async function deleteSector(db: Queryable, actor: Actor, sector: SectorRow) {
  await requireSectorEditable(db, actor, sector)
  await db.delete(advisorSectors).where(eq(advisorSectors.id, sector.id))
  await audit(db, actor, 'advisor.sectors.delete', { sectorId: sector.id })
}

// --- questions library ---------------------------------------------------------------------------

export const libraryView = (row: LibraryRow): AdvisorLibraryQuestion => ({
  id: row.id,
  content: row.content,
  kind: row.kind as AdvisorQuestionKind,
  nps: row.nps,
  createdAt: row.createdAt.toISOString(),
})

const groupsOf = (actor: Actor) => actor.structureTreeScope.groupIds

export async function listLibrary(db: Queryable, actor: Actor, query: PageQuery) {
  const rows = await listLibraryRows(db, groupsOf(actor), decodeTimeKey(query.cursor), query.limit)
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: page.rows.map(libraryView), nextCursor: page.nextCursor }
}

export const libraryInScope: InScope<string, LibraryRow> = (db, actor, id) =>
  findLibraryQuestion(db, groupsOf(actor), id)

/**
 * The library serves a whole group, so coordinators and ETUDE staff keep it; directors pick from
 * it (decision 0051).
 */
function requireLibraryKeeper(actor: Actor) {
  if (!isOneOf(actor.userPermission.profileType, ['COORDINATOR', 'ETUDE'])) throw new AppError('FORBIDDEN')
}

export async function createLibraryQuestion(db: Queryable, actor: Actor, input: LibraryInput) {
  requireLibraryKeeper(actor)
  const groupId = groupsOf(actor)[0]
  if (!groupId) throw new AppError('NOT_FOUND')
  const [row] = await db
    .insert(advisorLibraryQuestions)
    .values({ groupId, content: input.content, kind: input.kind, nps: input.nps })
    .returning()
  await audit(db, actor, 'advisor.library.create', { questionId: row!.id })
  return libraryView(row!)
}

export async function updateLibraryQuestion(
  db: Queryable,
  actor: Actor,
  row: LibraryRow,
  input: LibraryInput,
) {
  requireLibraryKeeper(actor)
  const [updated] = await db
    .update(advisorLibraryQuestions)
    .set({ content: input.content, kind: input.kind, nps: input.nps })
    .where(eq(advisorLibraryQuestions.id, row.id))
    .returning()
  await audit(db, actor, 'advisor.library.update', { questionId: row.id })
  return libraryView(updated!)
}

export async function deleteLibraryQuestion(db: Queryable, actor: Actor, row: LibraryRow) {
  requireLibraryKeeper(actor)
  await db.delete(advisorLibraryQuestions).where(eq(advisorLibraryQuestions.id, row.id))
  await audit(db, actor, 'advisor.library.delete', { questionId: row.id })
}

// --- campaigns -----------------------------------------------------------------------------------

async function campaignViews(db: Queryable, actor: Actor, rows: CampaignRow[]): Promise<AdvisorCampaign[]> {
  const ids = rows.map((r) => r.id)
  const [schoolRows, sectorRows, questionRows, withReplies] = [
    await campaignSchoolsOf(db, ids),
    await campaignSectorsOf(db, ids),
    await questionsOf(db, ids),
    await campaignsWithReplies(db, ids),
  ]
  return rows.map((row) => {
    const own = schoolRows.filter((s) => s.campaignId === row.id)
    return {
      id: row.id,
      name: row.name,
      audiences: row.audiences as AdvisorCampaign['audiences'],
      opensOn: row.opensOn,
      closesOn: row.closesOn,
      status: row.status as AdvisorCampaignStatus,
      anonymous: row.anonymous,
      schools: own.map((s) => ({ id: idFromRow<SchoolId>(s.id), name: s.name })),
      sectorIds: sectorRows.filter((s) => s.campaignId === row.id).map((s) => s.sectorId),
      questions: questionRows
        .filter((q) => q.campaignId === row.id)
        .map((q) => ({
          id: q.id,
          position: q.position,
          content: q.content,
          kind: q.kind as AdvisorQuestionKind,
          textOnly: q.kind === 'text',
          nps: q.nps,
          libraryQuestionId: q.libraryQuestionId,
        })),
      eligibleCount: row.eligibleCount,
      hasReplies: withReplies.has(row.id),
      canEdit:
        !actor.observer &&
        coversAll(
          actor,
          own.map((s) => s.id),
        ),
      createdAt: row.createdAt.toISOString(),
    }
  })
}

export async function campaignView(db: Queryable, actor: Actor, row: CampaignRow) {
  return (await campaignViews(db, actor, [row]))[0]!
}

export async function listCampaigns(
  db: Queryable,
  actor: Actor,
  query: PageQuery & { status?: AdvisorCampaignStatus | undefined; schoolId?: string | undefined },
) {
  const scope = advisorSchoolsOf(actor)
  // A school outside the actor's scope is not found (ARCHITECTURE §5), not an empty list.
  if (query.schoolId !== undefined && !scope.includes(query.schoolId)) throw new AppError('NOT_FOUND')
  const rows = await listCampaignRows(
    db,
    query.schoolId !== undefined ? [query.schoolId] : scope,
    query.status,
    decodeTimeKey(query.cursor),
    query.limit,
  )
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: await campaignViews(db, actor, page.rows), nextCursor: page.nextCursor }
}

export const campaignInScope: InScope<string, CampaignRow> = (db, actor, id) =>
  findCampaign(db, advisorSchoolsOf(actor), id)

/** The campaign's schools: those chosen plus those of the chosen sectors (each visible). */
async function resolveSchools(db: Queryable, actor: Actor, input: CampaignInput) {
  const sectorIds = [...new Set(input.sectorIds)]
  for (const sectorId of sectorIds)
    if (!(await findSector(db, advisorSchoolsOf(actor), sectorId))) throw new AppError('NOT_FOUND')
  const fromSectors = (await sectorSchoolIds(db, sectorIds)).map((m) => m.schoolId)
  const resolved = await groupOfSchools(db, actor, [...input.schoolIds, ...fromSectors])
  return { ...resolved, sectorIds }
}

function questionValues(campaignId: string, questions: CampaignInput['questions']) {
  return questions.map((q, position) => ({
    campaignId,
    position,
    content: q.content,
    kind: q.kind,
    nps: q.kind === 'scale' && q.nps,
    libraryQuestionId: q.libraryQuestionId ?? null,
  }))
}

export async function createCampaign(db: Queryable, actor: Actor, input: CampaignInput) {
  const { groupId, schoolIds, sectorIds } = await resolveSchools(db, actor, input)
  const [row] = await db
    .insert(advisorCampaigns)
    .values({
      groupId,
      name: input.name,
      audiences: [...new Set(input.audiences)],
      opensOn: input.opensOn,
      closesOn: input.closesOn,
      anonymous: input.anonymous,
      status: 'draft',
      createdBy: actor.userId,
    })
    .returning()
  await writeCampaignTargets(db, row!.id, schoolIds, sectorIds)
  await db.insert(advisorQuestions).values(questionValues(row!.id, input.questions))
  await audit(db, actor, 'advisor.campaigns.create', { campaignId: row!.id })
  return campaignView(db, actor, row!)
}

async function requireCampaignEditable(db: Queryable, actor: Actor, campaign: CampaignRow) {
  const own = await campaignSchoolsOf(db, [campaign.id])
  if (
    !coversAll(
      actor,
      own.map((s) => s.id),
    )
  )
    throw new AppError('FORBIDDEN')
}

/**
 * Once a reply exists (research §2.3): anonymity stays, and so do the questions — same ids, order,
 * kinds and NPS flags; only their wording may be corrected. A closed campaign no longer changes.
 */
export async function updateCampaign(
  db: Queryable,
  actor: Actor,
  campaign: CampaignRow,
  input: CampaignInput,
) {
  await requireCampaignEditable(db, actor, campaign)
  if (campaign.status === 'closed') throw new AppError('ADVISOR_CAMPAIGN_LOCKED')
  const { groupId, schoolIds, sectorIds } = await resolveSchools(db, actor, input)
  if (groupId !== campaign.groupId) throw new AppError('NOT_FOUND')
  const replied = (await campaignsWithReplies(db, [campaign.id])).has(campaign.id)
  const current = await questionsOf(db, [campaign.id])
  if (replied) {
    const same =
      input.anonymous === campaign.anonymous &&
      input.questions.length === current.length &&
      input.questions.every((q, i) => {
        const old = current[i]!
        return q.id === old.id && q.kind === old.kind && (q.kind === 'scale' && q.nps) === old.nps
      })
    if (!same) throw new AppError('ADVISOR_CAMPAIGN_LOCKED')
    for (const [i, q] of input.questions.entries())
      await db
        .update(advisorQuestions)
        .set({ content: q.content })
        .where(eq(advisorQuestions.id, current[i]!.id))
  } else {
    await db.delete(advisorQuestions).where(eq(advisorQuestions.campaignId, campaign.id))
    await db.insert(advisorQuestions).values(questionValues(campaign.id, input.questions))
  }
  const [row] = await db
    .update(advisorCampaigns)
    .set({
      name: input.name,
      audiences: [...new Set(input.audiences)],
      opensOn: input.opensOn,
      closesOn: input.closesOn,
      anonymous: input.anonymous,
    })
    .where(eq(advisorCampaigns.id, campaign.id))
    .returning()
  await writeCampaignTargets(db, campaign.id, schoolIds, sectorIds)
  await audit(db, actor, 'advisor.campaigns.update', { campaignId: campaign.id })
  return campaignView(db, actor, row!)
}

/** Campaign states (docs/advisor.md): draft → active ⇄ paused → closed; closed is final. */
const transitions: Record<AdvisorCampaignStatus, readonly AdvisorCampaignStatus[]> = {
  draft: ['active', 'closed'],
  active: ['paused', 'closed'],
  paused: ['active', 'closed'],
  closed: [],
}

export async function setCampaignStatus(
  db: Queryable,
  actor: Actor,
  now: Date,
  campaign: CampaignRow,
  status: AdvisorCampaignStatus,
) {
  await requireCampaignEditable(db, actor, campaign)
  if (!transitions[campaign.status as AdvisorCampaignStatus].includes(status))
    throw new AppError('ADVISOR_STATUS_TRANSITION')
  const opening = status === 'active' && campaign.openedAt === null
  const schoolIds = opening ? (await campaignSchoolsOf(db, [campaign.id])).map((s) => s.id) : []
  const [row] = await db
    .update(advisorCampaigns)
    .set({
      status,
      // The response rate's denominator: who could answer when the campaign first opened.
      ...(opening
        ? { openedAt: now, eligibleCount: await eligibleCount(db, schoolIds, campaign.audiences) }
        : {}),
    })
    .where(eq(advisorCampaigns.id, campaign.id))
    .returning()
  await audit(db, actor, 'advisor.campaigns.setStatus', { campaignId: campaign.id, status })
  return campaignView(db, actor, row!)
}

export async function deleteCampaign(db: Queryable, actor: Actor, campaign: CampaignRow) {
  await requireCampaignEditable(db, actor, campaign)
  await db.delete(advisorCampaigns).where(eq(advisorCampaigns.id, campaign.id))
  await audit(db, actor, 'advisor.campaigns.delete', { campaignId: campaign.id })
}
