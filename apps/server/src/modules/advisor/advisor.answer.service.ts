import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import { reviewAverage } from '@nido/domain/advisor/scores'
import type { AdvisorAudience } from '@nido/domain/contracts/advisor'
import type {
  AdvisorAnswerResult,
  AdvisorPending,
  zAdvisorAnswerInput,
} from '@nido/domain/contracts/advisor-answer'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { localDate } from '../../platform/clock'
import { flagSchoolId, schoolFeatures } from '../../platform/features'
import { readTerms, readTermsForChild } from '../terms/index'
import {
  childSectionIn,
  hasReviewVisit,
  insertReviewVisit,
  pendingCampaigns,
  questionsOfCampaigns,
  schoolForAnswers,
  surveysOf,
} from './advisor.answer.queries'
import { recordReplySet, withSkipped } from './advisor.replies'

// The answer popup (spec 000 §4, §6, §7; docs/advisor.md "Answer flows"). Who answers, and for
// which child, comes from the session, never from the request: a guardian answers the families'
// campaigns for the current child, a child the children's campaigns, a teacher or director the
// staff ones, all in the current school. Terms must be accepted (for a guardian, the current
// child's) and an observer is asked nothing.

type AnswerInput = z.output<typeof zAdvisorAnswerInput>

/** Spec 000 §9: default minimum external rating (advisor option minEboostRating). */
export const defaultMinEboostRating = 4.5
/** At most this many campaigns are offered at once; the next ones come after. */
const pendingLimit = 10

interface Subject {
  schoolId: string
  timezone: string
  reviewUrl: string | null
  sectionId: string | null
  childId: string | null
  audience: AdvisorAudience
}

/** Who the actor answers as, or null when the popup is not for them now. */
async function subjectOf(db: Queryable, actor: Actor, now: Date): Promise<Subject | null> {
  if (actor.observer) return null
  const profile = actor.userPermission.profileType
  const schoolId = flagSchoolId(actor)
  if (!schoolId) return null
  let childId: string | null = null
  let audience: AdvisorAudience
  if (profile === 'GUARDIAN') {
    childId = actor.currentChildId ?? actor.familyScope.childIds[0] ?? null
    if (!childId) return null
    audience = 'families'
    if (!(await readTermsForChild(db, actor, now, childId)).validatedCgu) return null
  } else if (profile === 'CHILD') {
    childId = actor.userId
    audience = 'children'
    if (!(await readTerms(db, actor, now)).validatedCgu) return null
  } else if (profile === 'TEACHER' || profile === 'DIRECTOR') {
    audience = 'staff'
    if (!(await readTerms(db, actor, now)).validatedCgu) return null
  } else return null
  const section = childId ? await childSectionIn(db, childId, schoolId) : undefined
  // A guardian's current school follows the current child: a child outside it is asked nothing.
  if (childId && !section) return null
  const school = await schoolForAnswers(db, schoolId)
  if (!school) return null
  return {
    schoolId,
    timezone: school.timezone,
    reviewUrl: school.reviewUrl ? school.reviewUrl : null,
    sectionId: section?.id ?? null,
    childId,
    audience,
  }
}

export async function pendingSurveys(db: Queryable, actor: Actor, now: Date): Promise<AdvisorPending> {
  const subject = await subjectOf(db, actor, now)
  if (!subject) return { schoolId: null, childId: null, surveys: [] }
  const campaigns = await pendingCampaigns(
    db,
    {
      schoolId: subject.schoolId,
      audience: subject.audience,
      userId: actor.userId,
      childId: subject.childId,
    },
    localDate(now, subject.timezone),
    pendingLimit,
  )
  const questions = await questionsOfCampaigns(
    db,
    campaigns.map((c) => c.id),
  )
  return {
    schoolId: subject.schoolId as AdvisorPending['schoolId'],
    childId: subject.childId,
    surveys: surveysOf(campaigns, questions),
  }
}

/** The advisor options of the school (its own flag row over the global one). */
async function reviewSettings(db: Queryable, schoolId: string) {
  const options = (await schoolFeatures(db, schoolId)).advisor.options
  const min = typeof options.minEboostRating === 'number' ? options.minEboostRating : defaultMinEboostRating
  return { min, everyone: options.reviewPromptForEveryone === true }
}

/** Call inside a transaction: the participation and the replies go together (recordReplySet). */
export async function sendAnswers(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: AnswerInput,
): Promise<AdvisorAnswerResult> {
  const subject = await subjectOf(tx, actor, now)
  // Another school or child than the session's, or a person the popup is not for: nothing to answer.
  if (!subject || subject.schoolId !== input.schoolId || subject.childId !== input.childId)
    throw new AppError('NOT_FOUND')
  // The campaign's audience, school and dates are checked by recordReplySet, which takes these
  // questions instead of reading them again.
  const questions = await questionsOfCampaigns(tx, [input.campaignId])
  const ratings = withSkipped(input.ratings, questions)
  await recordReplySet(
    tx,
    now,
    input.campaignId,
    {
      schoolId: subject.schoolId,
      sectionId: subject.sectionId,
      childId: subject.childId,
      userId: actor.userId,
      channel: 'popup',
      audience: subject.audience,
    },
    ratings,
    questions,
  )
  if (!subject.reviewUrl || (await hasReviewVisit(tx, actor.userId, subject.schoolId)))
    return { reviewPrompt: null }
  const kinds = new Map(questions.map((q) => [q.id, q.kind]))
  const average = reviewAverage(
    ratings.map((r) => ({ kind: kinds.get(r.questionId) ?? 'text', rating: r.rating })),
  )
  const settings = await reviewSettings(tx, subject.schoolId)
  const ask = settings.everyone || (average !== null && average >= settings.min)
  return { reviewPrompt: ask ? { url: subject.reviewUrl } : null }
}

/** The person followed the prompt to the reviews page of their current school. */
export async function recordReviewVisit(db: Queryable, actor: Actor, now: Date, schoolId: string) {
  const subject = await subjectOf(db, actor, now)
  if (!subject || subject.schoolId !== schoolId || !subject.reviewUrl) throw new AppError('NOT_FOUND')
  await insertReviewVisit(db, actor.userId, schoolId, now)
}
