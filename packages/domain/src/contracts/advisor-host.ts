import { z } from 'zod'
import { zSchoolId, zSchoolIdOut } from '../ids'
import { defineRoute } from './define'
import { zAdvisorRating, type AdvisorAudience } from './advisor'
import { zAdvisorPendingSurvey } from './advisor-answer'

// The host dialog on a shared device (spec 000 §4 "Advisor host dialog steps", §5, §6
// "Advisor-guest coordinators can open the host answer dialog", §7 "visitor or anonymous child
// (schoolId, sessionId)"; docs/advisor.md "The host dialog"). An advisor-guest coordinator hands
// the device to a guest (a visitor) or a resident (a child of the school), who answers either as
// themself (identified, a child chosen from the school's list) or anonymously.

/** Who answers on the device: a visitor, a resident without a name, or a chosen child. */
export const advisorHostRespondents = ['guest', 'anonymous', 'child'] as const
export const zAdvisorHostRespondent = z.enum(advisorHostRespondents)
export type AdvisorHostRespondent = z.infer<typeof zAdvisorHostRespondent>

/** The campaign audience each respondent answers as: residents are the school's children. */
export const advisorHostAudience = {
  guest: 'visitors',
  anonymous: 'children',
  child: 'children',
} as const satisfies Record<AdvisorHostRespondent, AdvisorAudience>

/**
 * One run of the dialog, from its first step to its success screen: visitors and anonymous
 * residents are told apart by it (spec 000 §7 sessionId). A new run ("start again") has a new one.
 */
export const zAdvisorHostSessionId = z.uuid()

export const zAdvisorHostSurveysQuery = z
  .object({
    respondent: zAdvisorHostRespondent,
    childId: z.uuid().optional(),
  })
  .refine((q) => (q.respondent === 'child') === (q.childId !== undefined), {
    path: ['childId'],
    message: 'A child is needed for an identified resident, and only then',
  })

export const zAdvisorHostSurveys = z.object({
  /** The coordinator's current school, which the answers are about. */
  schoolId: zSchoolIdOut.nullable(),
  surveys: z.array(zAdvisorPendingSurvey),
})
export type AdvisorHostSurveys = z.infer<typeof zAdvisorHostSurveys>

export const zAdvisorHostChild = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** Spec 000 §5: "A child who answered all questions is disabled in the list". */
  answeredAll: z.boolean(),
})
export const zAdvisorHostChildren = z.object({ children: z.array(zAdvisorHostChild) })
export type AdvisorHostChildren = z.infer<typeof zAdvisorHostChildren>

export const zAdvisorHostReplyInput = z
  .object({
    respondent: zAdvisorHostRespondent,
    campaignId: z.uuid(),
    schoolId: zSchoolId,
    childId: z.uuid().nullable().default(null),
    sessionId: zAdvisorHostSessionId,
    ratings: z.array(zAdvisorRating).min(1).max(50),
  })
  .refine((b) => (b.respondent === 'child') === (b.childId !== null), {
    path: ['childId'],
    message: 'A child is needed for an identified resident, and only then',
  })
export type AdvisorHostReplyInput = z.input<typeof zAdvisorHostReplyInput>

export const advisorHostContract = {
  surveys: defineRoute({
    action: 'advisor.host.surveys',
    method: 'GET',
    path: '/api/v1/advisor/host/surveys',
    summary: 'The surveys a guest, an anonymous resident or a chosen child answers on the host device',
    auth: 'session',
    query: zAdvisorHostSurveysQuery,
    response: zAdvisorHostSurveys,
  }),
  children: defineRoute({
    action: 'advisor.host.children',
    method: 'GET',
    path: '/api/v1/advisor/host/children',
    summary: 'The current school’s children for the host dialog, with those who answered everything',
    auth: 'session',
    response: zAdvisorHostChildren,
  }),
  reply: defineRoute({
    action: 'advisor.host.reply',
    method: 'POST',
    path: '/api/v1/advisor/host/replies',
    summary: 'Send one survey’s answers given on the host device',
    auth: 'session',
    body: zAdvisorHostReplyInput,
    response: z.null(),
    successStatus: 204,
  }),
}
