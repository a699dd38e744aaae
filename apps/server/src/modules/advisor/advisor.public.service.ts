import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import {
  advisorPublicAudience,
  advisorPublicKinds,
  type AdvisorPublicKind,
  type AdvisorPublicLinks,
  type AdvisorPublicSurvey,
} from '@nido/domain/contracts/advisor-public'
import type { zAdvisorRating } from '@nido/domain/contracts/advisor'
import { idFromRow, type SchoolId } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { localDate } from '../../platform/clock'
import { answerQuestionOf, questionsOfCampaigns } from './advisor.answer.queries'
import { findPublicLink, publicLinksOf, sessionAnswered } from './advisor.public.queries'
import { recordReplySet, withSkipped } from './advisor.replies'
import type { CampaignRow } from './advisor.queries'
import { advisorSchoolsOf } from './advisor.service'

// The public survey links (spec 000 §2 /survey/family and /survey/pro, §7 visitor replies;
// docs/advisor.md "The public links"). A link is one campaign at one school. Whoever holds it
// answers as a visitor: no user, no child, no section, the browser's advisor session as the
// participation's key (spec 000 §9), channel `public` (research §2.5).

type RatingInput = z.output<typeof zAdvisorRating>

export interface PublicLink {
  campaignId: string
  name: string
  audiences: string[]
  status: string
  opensOn: string
  closesOn: string | null
  anonymous: boolean
  schoolId: string
  schoolName: string
  timezone: string
}

/**
 * A link answers only while its campaign is active, open today in the school's zone, and for the
 * page's audience. Otherwise it is as unknown as a wrong id (404): a visitor learns nothing about
 * drafts, pauses or closed campaigns.
 */
export function publicLinkOpen(link: PublicLink, kind: AdvisorPublicKind, now: Date): boolean {
  const today = localDate(now, link.timezone)
  return (
    link.status === 'active' &&
    link.audiences.includes(advisorPublicAudience[kind]) &&
    link.opensOn <= today &&
    (link.closesOn === null || link.closesOn >= today)
  )
}

async function openLink(db: Queryable, kind: AdvisorPublicKind, linkId: string, now: Date) {
  const link = await findPublicLink(db, linkId)
  if (!link || !publicLinkOpen(link, kind, now)) throw new AppError('NOT_FOUND')
  return link
}

/** A visitor session id as the cookie carries it: 32 random bytes, base64url. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/
export const newVisitorSessionId = () => randomBytes(32).toString('base64url')
/** The cookie's id when it is one of ours in shape, else undefined (a new one is made). */
export const visitorSessionIdOf = (cookie: string | undefined) =>
  cookie !== undefined && sessionIdPattern.test(cookie) ? cookie : undefined

export async function publicSurvey(
  db: Queryable,
  kind: AdvisorPublicKind,
  linkId: string,
  sessionId: string | undefined,
  now: Date,
): Promise<AdvisorPublicSurvey> {
  const link = await openLink(db, kind, linkId, now)
  const questions = await questionsOfCampaigns(db, [link.campaignId])
  return {
    campaignName: link.name,
    schoolName: link.schoolName,
    anonymous: link.anonymous,
    alreadyAnswered: sessionId ? await sessionAnswered(db, link.campaignId, sessionId) : false,
    questions: questions.map(answerQuestionOf),
  }
}

/**
 * Call inside a transaction, after the anti-bot check: the participation (keyed by the visitor
 * session, so the same browser cannot answer twice: ADVISOR_ALREADY_ANSWERED) and the replies go
 * together.
 */
export async function sendPublicReplies(
  tx: Queryable,
  kind: AdvisorPublicKind,
  linkId: string,
  sessionId: string,
  now: Date,
  ratings: readonly RatingInput[],
): Promise<void> {
  const link = await openLink(tx, kind, linkId, now)
  const questions = await questionsOfCampaigns(tx, [link.campaignId])
  await recordReplySet(
    tx,
    now,
    link.campaignId,
    {
      schoolId: link.schoolId,
      sessionId,
      channel: 'public',
      audience: advisorPublicAudience[kind],
    },
    withSkipped(ratings, questions),
    questions,
  )
}

/**
 * The links managers copy from the campaign page: one per school of the campaign in their scope,
 * and only while the campaign is active (a link to a draft, paused or closed campaign answers
 * 404 anyway). Links need no switching on: an active campaign for families or staff has them.
 */
export async function campaignPublicLinks(
  db: Queryable,
  actor: Actor,
  campaign: CampaignRow,
): Promise<AdvisorPublicLinks> {
  const kinds = advisorPublicKinds.filter((k) => campaign.audiences.includes(advisorPublicAudience[k]))
  if (campaign.status !== 'active' || kinds.length === 0) return { links: [] }
  const rows = await publicLinksOf(db, campaign.id, advisorSchoolsOf(actor))
  return {
    links: rows.map((r) => ({
      schoolId: idFromRow<SchoolId>(r.schoolId),
      schoolName: r.schoolName,
      linkId: r.linkId,
      kinds,
    })),
  }
}
