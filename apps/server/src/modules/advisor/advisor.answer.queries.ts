import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { AdvisorQuestionKind } from '@nido/domain/contracts/advisor'
import type { AdvisorAnswerQuestion, AdvisorPendingSurvey } from '@nido/domain/contracts/advisor-answer'
import type { Queryable } from '../../db/client'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorParticipations,
  advisorQuestions,
  advisorReviewVisits,
  brands,
  childSections,
  schools,
  sections,
} from '../../db/schema/index'

// Reads and writes of the answer popup (docs/advisor.md "Answer flows").

/** The school's time zone and its group's external rating address (spec 000 §3 Brand). */
export async function schoolForAnswers(db: Queryable, schoolId: string) {
  const [row] = await db
    .select({
      id: schools.id,
      timezone: schools.timezone,
      reviewUrl: brands.externalRatingRedirectUrl,
    })
    .from(schools)
    .leftJoin(brands, eq(brands.groupId, schools.groupId))
    .where(eq(schools.id, schoolId))
  return row
}

/** A child's section in the school (the first by name), or undefined when the child is not in it. */
export async function childSectionIn(db: Queryable, childId: string, schoolId: string) {
  const [row] = await db
    .select({ id: sections.id })
    .from(childSections)
    .innerJoin(sections, eq(sections.id, childSections.sectionId))
    .where(and(eq(childSections.childId, childId), eq(sections.schoolId, schoolId)))
    .orderBy(asc(sections.name))
    .limit(1)
  return row
}

export interface AnswerSubjectKey {
  schoolId: string
  audience: string
  userId: string
  childId: string | null
}

/**
 * Active campaigns reaching the school and the audience, open on `today`, that this person (and
 * child) has not answered: on advisor_campaign_schools_school_idx and the participation key.
 */
export async function pendingCampaigns(db: Queryable, key: AnswerSubjectKey, today: string, limit: number) {
  return db
    .select({ id: advisorCampaigns.id, name: advisorCampaigns.name })
    .from(advisorCampaignSchools)
    .innerJoin(advisorCampaigns, eq(advisorCampaigns.id, advisorCampaignSchools.campaignId))
    .where(
      and(
        eq(advisorCampaignSchools.schoolId, key.schoolId),
        eq(advisorCampaigns.status, 'active'),
        sql`${key.audience} = any(${advisorCampaigns.audiences})`,
        sql`${advisorCampaigns.opensOn} <= ${today}`,
        sql`(${advisorCampaigns.closesOn} is null or ${advisorCampaigns.closesOn} >= ${today})`,
        sql`not exists (select 1 from ${advisorParticipations} p
          where p.campaign_id = ${advisorCampaigns.id} and p.user_id = ${key.userId}
            and p.child_id is not distinct from ${key.childId}::uuid and p.session_id is null)`,
      ),
    )
    .orderBy(asc(advisorCampaigns.opensOn), asc(advisorCampaigns.createdAt))
    .limit(limit)
}

export async function questionsOfCampaigns(db: Queryable, campaignIds: string[]) {
  if (campaignIds.length === 0) return []
  return db
    .select({
      id: advisorQuestions.id,
      campaignId: advisorQuestions.campaignId,
      content: advisorQuestions.content,
      kind: advisorQuestions.kind,
      nps: advisorQuestions.nps,
    })
    .from(advisorQuestions)
    .where(inArray(advisorQuestions.campaignId, campaignIds))
    .orderBy(asc(advisorQuestions.campaignId), asc(advisorQuestions.position))
}

type QuestionRow = Awaited<ReturnType<typeof questionsOfCampaigns>>[number]

/** A question as the answer flows show it (spec 000 §3 textOnly: a text question, no rating). */
export function answerQuestionOf(q: QuestionRow): AdvisorAnswerQuestion {
  const kind = q.kind as AdvisorQuestionKind
  return { id: q.id, content: q.content, kind, textOnly: kind === 'text', nps: q.nps }
}

/** The campaigns with their questions, in order; a campaign without questions asks nothing. */
export function surveysOf(
  campaigns: ReadonlyArray<{ id: string; name: string }>,
  questions: readonly QuestionRow[],
): AdvisorPendingSurvey[] {
  return campaigns
    .map((c) => ({
      campaignId: c.id,
      name: c.name,
      questions: questions.filter((q) => q.campaignId === c.id).map(answerQuestionOf),
    }))
    .filter((s) => s.questions.length > 0)
}

export async function hasReviewVisit(db: Queryable, userId: string, schoolId: string) {
  const [row] = await db
    .select({ userId: advisorReviewVisits.userId })
    .from(advisorReviewVisits)
    .where(and(eq(advisorReviewVisits.userId, userId), eq(advisorReviewVisits.schoolId, schoolId)))
  return row !== undefined
}

export async function insertReviewVisit(db: Queryable, userId: string, schoolId: string, at: Date) {
  await db.insert(advisorReviewVisits).values({ userId, schoolId, createdAt: at }).onConflictDoNothing()
}
