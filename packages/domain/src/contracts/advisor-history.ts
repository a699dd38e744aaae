import { z } from 'zod'
import { zSchoolId } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zAdvisorChannel, zAdvisorQuestionKind, zAdvisorSchoolRef } from './advisor'

// Spec 000 §2 /advisor/history: the answers received, newest first, across the campaigns reaching
// the actor's schools, one reply set (one person's sending) at a time. docs/advisor.md "History",
// decision 0068.

/** Who sent a set, as far as an identified campaign says; anonymous and visitors say nothing. */
export const advisorRespondentKinds = ['person', 'child', 'visitor', 'anonymous'] as const
export const zAdvisorRespondent = z.object({
  kind: z.enum(advisorRespondentKinds),
  /** The signed-in person who answered (a guardian, a member of staff, the child), if known. */
  name: z.string().nullable(),
  /** The child the answers are about, when it is not the person themself. */
  child: z.string().nullable(),
})
export type AdvisorRespondent = z.infer<typeof zAdvisorRespondent>

export const zAdvisorReplySetAnswer = z.object({
  questionId: z.string(),
  question: z.string(),
  kind: zAdvisorQuestionKind,
  nps: z.boolean(),
  /** −1 skipped, 1–5 stars, 0–10 scale, null on a text question. */
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
})

/** One person's answers to one campaign, as the history and a child's page show them. */
export const zAdvisorReplySet = z.object({
  /** The reply set: random, linked to nothing else (docs/advisor.md "Anonymity"). */
  id: z.string(),
  campaign: z.object({ id: z.string(), name: z.string(), anonymous: z.boolean() }),
  school: zAdvisorSchoolRef,
  /** Null for an anonymous campaign's set, which keeps only its day. */
  section: z.string().nullable(),
  channel: zAdvisorChannel,
  /** The instant; an anonymous campaign's set keeps only its UTC day (midnight). */
  receivedAt: z.string(),
  respondent: zAdvisorRespondent,
  answers: z.array(zAdvisorReplySetAnswer),
})
export type AdvisorReplySet = z.infer<typeof zAdvisorReplySet>

export const zAdvisorHistoryQuery = zPageQuery.extend({
  schoolId: zSchoolId.optional(),
  campaignId: z.uuid().optional(),
  channel: zAdvisorChannel.optional(),
})
export type AdvisorHistoryQuery = z.input<typeof zAdvisorHistoryQuery>

export const zAdvisorHistoryPage = zPage(zAdvisorReplySet).extend({
  /**
   * Anonymous campaigns of the selection whose sets are not listed: fewer repliers than the
   * anonymity threshold in the schools counted (docs/advisor.md "Anonymity").
   */
  withheld: z.array(z.object({ id: z.string(), name: z.string() })),
  anonymityThreshold: z.number().int(),
})
export type AdvisorHistoryPage = z.infer<typeof zAdvisorHistoryPage>

export const advisorHistoryContract = {
  list: defineRoute({
    action: 'advisor.history.list',
    method: 'GET',
    path: '/api/v1/advisor/history',
    summary: 'The reply sets received in the actor’s schools, newest first; keyset pages',
    auth: 'session',
    query: zAdvisorHistoryQuery,
    response: zAdvisorHistoryPage,
  }),
}
