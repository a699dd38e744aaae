import { z } from 'zod'
import { npsBandRules } from '../advisor/scores'
import { zPageQuery } from './common'
import { zIdParams } from './boards-common'
import { defineRoute } from './define'
import { zAdvisorCampaignStatus, zAdvisorLibraryQuestion, zAdvisorQuestionKind } from './advisor'

// Spec 000 §2 /advisor/questions/{id}: a library question's page — the question, and how it did
// in the campaigns whose questions were copied from it (advisor_questions.library_question_id).
// docs/advisor.md "A library question's page", decision 0067.

/** A question's figures over the schools counted: the report's per-question figures (spec 001 §9). */
export const zAdvisorQuestionFigures = z.object({
  ratingsCount: z.number().int(),
  /** Answers sent as skipped (−1); they never count in the scores. */
  skippedCount: z.number().int(),
  commentsCount: z.number().int(),
  /** Stars: the 1–5 average; a 0–10 question: its average /10; to 1 decimal, null when unanswered. */
  average: z.number().nullable(),
  /** NPS questions only: the configured band rule's NPS and the standard rule's, from counts. */
  nps: z.number().int().nullable(),
  npsStandard: z.number().int().nullable(),
  /** Count per rating value (1–5 or 0–10), answered ratings only. */
  distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
})
export type AdvisorQuestionFigures = z.infer<typeof zAdvisorQuestionFigures>

/** One campaign's copy of the library question. */
export const zAdvisorQuestionUse = z.object({
  /** The campaign's question (its own id, wording, kind and NPS flag). */
  questionId: z.string(),
  content: z.string(),
  kind: zAdvisorQuestionKind,
  nps: z.boolean(),
  campaign: z.object({
    id: z.string(),
    name: z.string(),
    status: zAdvisorCampaignStatus,
    opensOn: z.string(),
    closesOn: z.string().nullable(),
    anonymous: z.boolean(),
  }),
  /**
   * False when an anonymous campaign has fewer repliers than the threshold in the schools counted
   * (the report's rule): `figures` is then null.
   */
  visible: z.boolean(),
  figures: zAdvisorQuestionFigures.nullable(),
})
export type AdvisorQuestionUse = z.infer<typeof zAdvisorQuestionUse>

/** The figures pooled over the visible campaigns whose copy has the library question's kind. */
export const zAdvisorQuestionPooled = zAdvisorQuestionFigures.extend({
  campaignsCount: z.number().int(),
})
export type AdvisorQuestionPooled = z.infer<typeof zAdvisorQuestionPooled>

export const zAdvisorLibraryQuestionPage = z.object({
  question: zAdvisorLibraryQuestion,
  npsBandRule: z.enum(npsBandRules),
  anonymityThreshold: z.number().int(),
  /** Over every campaign in scope using the question; on the first page only (null after). */
  pooled: zAdvisorQuestionPooled.nullable(),
  /** Newest campaign first, a keyset page at a time. */
  items: z.array(zAdvisorQuestionUse),
  nextCursor: z.string().nullable(),
})
export type AdvisorLibraryQuestionPage = z.infer<typeof zAdvisorLibraryQuestionPage>

export const advisorQuestionContract = {
  get: defineRoute({
    action: 'advisor.library.get',
    method: 'GET',
    path: '/api/v1/advisor/library/:id',
    summary: 'A library question and its figures in the campaigns that copied it, newest first',
    auth: 'session',
    params: zIdParams,
    query: zPageQuery,
    response: zAdvisorLibraryQuestionPage,
  }),
}
