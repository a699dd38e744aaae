import { z } from 'zod'
import { zSchoolId, zSchoolIdOut } from '../ids'
import { defineRoute } from './define'
import { zAdvisorQuestionKind, zAdvisorRating } from './advisor'

// The answer popup after sign-in (spec 000 §4, §5, §6, §7; spec 001 §2, §3, §5) and the
// external-review prompt (spec 000 §4, §9 minEboostRating). The popup is for a guardian (for the
// current child), a child, a teacher or a director, with the advisor flag of the current school
// on, terms accepted and not an observer (docs/advisor.md "Answer flows").

export const zAdvisorAnswerQuestion = z.object({
  id: z.string(),
  content: z.string(),
  kind: zAdvisorQuestionKind,
  /** Spec 000 §3 textOnly: no rating, a comment only. */
  textOnly: z.boolean(),
  nps: z.boolean(),
})
export type AdvisorAnswerQuestion = z.infer<typeof zAdvisorAnswerQuestion>

export const zAdvisorPendingSurvey = z.object({
  campaignId: z.string(),
  name: z.string(),
  questions: z.array(zAdvisorAnswerQuestion),
})
export type AdvisorPendingSurvey = z.infer<typeof zAdvisorPendingSurvey>

/** What the signed-in person is asked now, for the current school (and child, for a guardian). */
export const zAdvisorPending = z.object({
  schoolId: zSchoolIdOut.nullable(),
  /** The child the answers are about (guardian: the current child; child: themself). */
  childId: z.string().nullable(),
  /** Active campaigns reaching them and not yet answered, oldest opening first. */
  surveys: z.array(zAdvisorPendingSurvey),
})
export type AdvisorPending = z.infer<typeof zAdvisorPending>

/** Spec 000 §7 POST advisor replies: childId for a guardian or child, schoolId, the ratings. */
export const zAdvisorAnswerInput = z.object({
  campaignId: z.uuid(),
  schoolId: zSchoolId,
  childId: z.uuid().nullable().default(null),
  ratings: z.array(zAdvisorRating).min(1).max(50),
})
export type AdvisorAnswerInput = z.input<typeof zAdvisorAnswerInput>

export const zAdvisorAnswerResult = z.object({
  /** Spec 000 §4: the external-review prompt to show, or null (then only the success toast). */
  reviewPrompt: z.object({ url: z.string() }).nullable(),
})
export type AdvisorAnswerResult = z.infer<typeof zAdvisorAnswerResult>

export const zAdvisorReviewVisitInput = z.object({ schoolId: zSchoolId })

export const advisorAnswerContract = {
  pending: defineRoute({
    action: 'advisor.answer.pending',
    method: 'GET',
    path: '/api/v1/advisor/answer/pending',
    summary: 'The satisfaction surveys the signed-in person has still to answer (the popup)',
    auth: 'session',
    response: zAdvisorPending,
  }),
  reply: defineRoute({
    action: 'advisor.answer.reply',
    method: 'POST',
    path: '/api/v1/advisor/answer/replies',
    summary: 'Send one survey’s answers; says whether to show the external-review prompt',
    auth: 'session',
    body: zAdvisorAnswerInput,
    response: zAdvisorAnswerResult,
    successStatus: 201,
  }),
  reviewVisit: defineRoute({
    action: 'advisor.answer.reviewVisit',
    method: 'POST',
    path: '/api/v1/advisor/answer/review-visits',
    summary: 'The person went to the school’s external reviews page: the prompt is not shown again',
    auth: 'session',
    body: zAdvisorReviewVisitInput,
    response: z.null(),
    successStatus: 204,
  }),
}
