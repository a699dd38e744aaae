import { z } from 'zod'
import { zChildId, zChildIdOut, zSchoolId, zUserId, zUserIdOut } from '../ids'
import { zPage, zPageQuery } from './common'
import { zIdParams } from './boards-common'
import { defineRoute } from './define'
import { zAdvisorRating, zAdvisorSchoolRef } from './advisor'
import { zAdvisorAnswerQuestion } from './advisor-answer'

// Telephone surveys (spec 000 §2 /advisor/telephone-surveys; §6 "Telephone surveys also need
// phone-call surveys not disabled"): the advisor pages' people call the families of a school for
// an active families' campaign, record each call's outcome and enter the answers given on the
// phone (channel `phone`). docs/advisor.md "Telephone surveys", decision 0064.

/** What came of one call; `answered` is recorded with the answers, never alone. */
export const advisorCallOutcomes = ['answered', 'no_answer', 'call_back', 'refused', 'wrong_number'] as const
export const zAdvisorCallOutcome = z.enum(advisorCallOutcomes)
export type AdvisorCallOutcome = z.infer<typeof zAdvisorCallOutcome>

/** The outcomes recorded without answers. */
export const zAdvisorCallOutcomeWithoutAnswers = zAdvisorCallOutcome.exclude(['answered'])

/** A note on a call (when to call back, the right number…). */
export const advisorCallNoteMax = 500

/** An active families' campaign, with the schools in scope whose phone surveys are not disabled. */
export const zAdvisorPhoneCampaign = z.object({
  id: z.string(),
  name: z.string(),
  anonymous: z.boolean(),
  opensOn: z.string(),
  closesOn: z.string().nullable(),
  schools: z.array(zAdvisorSchoolRef),
  questions: z.array(zAdvisorAnswerQuestion),
})
export type AdvisorPhoneCampaign = z.infer<typeof zAdvisorPhoneCampaign>

const zPerson = z.object({ firstname: z.string(), lastname: z.string() })

export const zAdvisorCallLastCall = z.object({
  outcome: zAdvisorCallOutcome,
  calledAt: z.string(),
  note: z.string().nullable(),
  /** Null when the interviewer's account is gone. */
  interviewer: zPerson.nullable(),
})

/** One line of the call list: a guardian of a child of the school. */
export const zAdvisorCallListItem = z.object({
  guardian: zPerson.extend({ id: zUserIdOut }),
  child: zPerson.extend({ id: zChildIdOut }),
  /** The guardian's phone number as stored, or null. */
  phone: z.string().nullable(),
  /** This guardian took part for this child already (by any channel). */
  answered: z.boolean(),
  callCount: z.number().int(),
  lastCall: zAdvisorCallLastCall.nullable(),
})
export type AdvisorCallListItem = z.infer<typeof zAdvisorCallListItem>

export const zAdvisorCallListParams = zIdParams.extend({ schoolId: zSchoolId })

const zCallTarget = z.object({
  schoolId: zSchoolId,
  guardianId: zUserId,
  childId: zChildId,
  note: z
    .string()
    .trim()
    .max(advisorCallNoteMax)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
})

export const zAdvisorCallInput = zCallTarget.extend({ outcome: zAdvisorCallOutcomeWithoutAnswers })
export type AdvisorCallInput = z.input<typeof zAdvisorCallInput>

export const zAdvisorPhoneAnswersInput = zCallTarget.extend({
  ratings: z.array(zAdvisorRating).min(1).max(50),
})
export type AdvisorPhoneAnswersInput = z.input<typeof zAdvisorPhoneAnswersInput>

export const zAdvisorCall = z.object({
  id: z.string(),
  outcome: zAdvisorCallOutcome,
  calledAt: z.string(),
})
export type AdvisorCall = z.infer<typeof zAdvisorCall>

export const advisorPhoneContract = {
  campaigns: defineRoute({
    action: 'advisor.phone.campaigns',
    method: 'GET',
    path: '/api/v1/advisor/phone/campaigns',
    summary: 'Active families’ campaigns to call for, with the schools whose phone surveys are on',
    auth: 'session',
    query: zPageQuery,
    response: zPage(zAdvisorPhoneCampaign),
  }),
  callList: defineRoute({
    action: 'advisor.phone.callList',
    method: 'GET',
    path: '/api/v1/advisor/phone/campaigns/:id/schools/:schoolId/call-list',
    summary: 'The families of a school to call for a campaign, by name, with their last call',
    auth: 'session',
    params: zAdvisorCallListParams,
    query: zPageQuery,
    response: zPage(zAdvisorCallListItem),
  }),
  recordCall: defineRoute({
    action: 'advisor.phone.recordCall',
    method: 'POST',
    path: '/api/v1/advisor/phone/campaigns/:id/calls',
    summary: 'Record a call that gave no answers (no answer, call back, refused, wrong number)',
    auth: 'session',
    params: zIdParams,
    body: zAdvisorCallInput,
    response: zAdvisorCall,
    successStatus: 201,
  }),
  recordAnswers: defineRoute({
    action: 'advisor.phone.recordAnswers',
    method: 'POST',
    path: '/api/v1/advisor/phone/campaigns/:id/answers',
    summary: 'Record the answers given on the phone, and the call as answered',
    auth: 'session',
    params: zIdParams,
    body: zAdvisorPhoneAnswersInput,
    response: zAdvisorCall,
    successStatus: 201,
  }),
}
