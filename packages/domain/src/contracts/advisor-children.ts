import { z } from 'zod'
import { zChildIdOut, zSectionIdOut } from '../ids'
import { zPage, zPageQuery } from './common'
import { zIdParams } from './boards-common'
import { defineRoute } from './define'
import { zAdvisorChannel, zAdvisorQuestionKind, zAdvisorSchoolRef } from './advisor'

// A child's answers (spec 000 §2 /advisor/children/{id}; docs/advisor.md "A child's answers"):
// the reply sets about one child of a school in the actor's advisor scope, newest first, each
// with its answers in question order. Anonymous campaigns keep no child, so they never appear.

const zPerson = z.object({ firstname: z.string(), lastname: z.string() })

/** A child of a section, for the section page's list. */
export const zAdvisorSectionChild = zPerson.extend({ id: zChildIdOut })
export type AdvisorSectionChild = z.infer<typeof zAdvisorSectionChild>

/**
 * Who gave the answers: a guardian (popup, phone), the child (children's campaigns), or null when
 * the set has no person (the host dialog's named child) or the account is gone.
 */
export const zAdvisorRespondent = zPerson.extend({ kind: z.enum(['guardian', 'child']) })
export type AdvisorRespondent = z.infer<typeof zAdvisorRespondent>

export const zAdvisorChildAnswer = z.object({
  questionId: z.string(),
  content: z.string(),
  kind: zAdvisorQuestionKind,
  nps: z.boolean(),
  /** −1 skipped, 1–5 stars, 0–10 scale; null on a text question. */
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
})
export type AdvisorChildAnswer = z.infer<typeof zAdvisorChildAnswer>

export const zAdvisorChildReplySet = z.object({
  id: z.string(),
  campaign: z.object({ id: z.string(), name: z.string() }),
  schoolId: zAdvisorSchoolRef.shape.id,
  answeredAt: z.string(),
  channel: zAdvisorChannel,
  respondent: zAdvisorRespondent.nullable(),
  answers: z.array(zAdvisorChildAnswer),
})
export type AdvisorChildReplySet = z.infer<typeof zAdvisorChildReplySet>

export const zAdvisorChild = zPerson.extend({
  id: zChildIdOut,
  school: zAdvisorSchoolRef,
  section: z.object({ id: zSectionIdOut, name: z.string() }).nullable(),
})

/** Every reply set about the child in the actor's schools, not only the page's. */
export const zAdvisorChildHeadline = z.object({
  /** Star average to 1 decimal (spec 001 §9); null without a star answer. */
  average: z.number().nullable(),
  /** Rating answers that count (skipped ones do not). */
  ratingsCount: z.number().int(),
  replySetsCount: z.number().int(),
})

export const zAdvisorChildAnswers = zPage(zAdvisorChildReplySet).extend({
  child: zAdvisorChild,
  headline: zAdvisorChildHeadline,
})
export type AdvisorChildAnswers = z.infer<typeof zAdvisorChildAnswers>

export const advisorChildrenContract = {
  sectionChildren: defineRoute({
    action: 'advisor.children.ofSection',
    method: 'GET',
    path: '/api/v1/advisor/sections/:id/children',
    summary: 'The children of a section in the advisor scope, by name',
    auth: 'session',
    params: zIdParams,
    query: zPageQuery,
    response: zPage(zAdvisorSectionChild),
  }),
  childAnswers: defineRoute({
    action: 'advisor.children.answers',
    method: 'GET',
    path: '/api/v1/advisor/children/:id',
    summary: 'A child, their headline, and the reply sets about them, newest first',
    auth: 'session',
    params: zIdParams,
    query: zPageQuery,
    response: zAdvisorChildAnswers,
  }),
}
