import { z } from 'zod'
import { zSchoolIdOut } from '../ids'
import { zAntiBotPayload } from './anti-bot'
import { defineRoute } from './define'
import { zAdvisorRating, type AdvisorAudience } from './advisor'
import { zAdvisorAnswerQuestion } from './advisor-answer'
import { zIdParams } from './boards-common'

// The public survey links /survey/family and /survey/pro (spec 000 §2 routes, §7 "visitor or
// anonymous: schoolId, sessionId, ratings", §8 INVALID_RECAPTCHA; docs/advisor.md "The public
// links"). Anyone holding a link answers without an account; each link is one campaign at one
// school, named by an unguessable id. The browser is told apart by the advisor session cookie
// (spec 000 §9), and every reply set carries an ALTCHA proof-of-work (docs/anti-bot.md).

/** The two public pages: /survey/family answers as families, /survey/pro as staff. */
export const advisorPublicKinds = ['family', 'pro'] as const
export const zAdvisorPublicKind = z.enum(advisorPublicKinds)
export type AdvisorPublicKind = z.infer<typeof zAdvisorPublicKind>

/** The campaign audience each public page answers as. */
export const advisorPublicAudience = {
  family: 'families',
  pro: 'staff',
} as const satisfies Record<AdvisorPublicKind, AdvisorAudience>

/** A link id: 32 hex digits (122 random bits), so links cannot be guessed or enumerated. */
export const zAdvisorPublicLinkId = z.string().regex(/^[0-9a-f]{32}$/)

export const zAdvisorPublicParams = z.object({ kind: zAdvisorPublicKind, linkId: zAdvisorPublicLinkId })

export const zAdvisorPublicSurvey = z.object({
  campaignName: z.string(),
  schoolName: z.string(),
  /** Said on the page: an anonymous campaign keeps no name with the answers. */
  anonymous: z.boolean(),
  /** This browser (its advisor session) has answered this campaign already. */
  alreadyAnswered: z.boolean(),
  questions: z.array(zAdvisorAnswerQuestion),
})
export type AdvisorPublicSurvey = z.infer<typeof zAdvisorPublicSurvey>

export const zAdvisorPublicReplyInput = z.object({
  ratings: z.array(zAdvisorRating).min(1).max(50),
  /** The ALTCHA widget's payload (docs/anti-bot.md), checked before anything else. */
  antiBot: zAntiBotPayload,
})
export type AdvisorPublicReplyInput = z.input<typeof zAdvisorPublicReplyInput>

/** A campaign's links as its managers see them: one per school of theirs, while it is active. */
export const zAdvisorPublicLinks = z.object({
  links: z.array(
    z.object({
      schoolId: zSchoolIdOut,
      schoolName: z.string(),
      linkId: z.string(),
      /** The pages the campaign's audiences open (families → family, staff → pro). */
      kinds: z.array(zAdvisorPublicKind),
    }),
  ),
})
export type AdvisorPublicLinks = z.infer<typeof zAdvisorPublicLinks>

export const advisorPublicContract = {
  survey: defineRoute({
    action: 'advisor.public.survey',
    method: 'GET',
    path: '/api/v1/advisor/public/:kind/:linkId',
    summary: 'The questions behind a public survey link (no session needed)',
    auth: 'public',
    params: zAdvisorPublicParams,
    response: zAdvisorPublicSurvey,
  }),
  reply: defineRoute({
    action: 'advisor.public.reply',
    method: 'POST',
    path: '/api/v1/advisor/public/:kind/:linkId/replies',
    summary: 'Send the answers of a public survey link, with an ALTCHA proof-of-work',
    auth: 'public',
    params: zAdvisorPublicParams,
    body: zAdvisorPublicReplyInput,
    response: z.null(),
    successStatus: 204,
  }),
  links: defineRoute({
    action: 'advisor.campaigns.publicLinks',
    method: 'GET',
    path: '/api/v1/advisor/campaigns/:id/public-links',
    summary: 'The public survey links of an active campaign, one per school in the actor’s scope',
    auth: 'session',
    params: zIdParams,
    response: zAdvisorPublicLinks,
  }),
}
