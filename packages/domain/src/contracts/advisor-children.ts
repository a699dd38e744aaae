import { z } from 'zod'
import { zChildIdOut, zSectionIdOut } from '../ids'
import { zPage, zPageQuery } from './common'
import { zIdParams } from './boards-common'
import { defineRoute } from './define'
import { zAdvisorSchoolRef } from './advisor'
import { zAdvisorReplySet } from './advisor-history'

// A child's answers (spec 000 §2 /advisor/children/{id}; docs/advisor.md "A child's answers"):
// the reply sets about one child of a school in the actor's advisor scope, newest first, each
// with its answers in question order, as the history shows them (advisor-history.ts). Anonymous
// campaigns keep no child, so they never appear.

const zPerson = z.object({ firstname: z.string(), lastname: z.string() })

/** A child of a section, for the section page's list. */
export const zAdvisorSectionChild = zPerson.extend({ id: zChildIdOut })
export type AdvisorSectionChild = z.infer<typeof zAdvisorSectionChild>

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

export const zAdvisorChildAnswers = zPage(zAdvisorReplySet).extend({
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
