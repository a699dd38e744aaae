import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import {
  advisorHostAudience,
  type AdvisorHostChildren,
  type AdvisorHostRespondent,
  type AdvisorHostSurveys,
  type zAdvisorHostReplyInput,
} from '@nido/domain/contracts/advisor-host'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { localDate } from '../../platform/clock'
import { flagSchoolId } from '../../platform/features'
import { childSectionIn, questionsOfCampaigns, schoolForAnswers, surveysOf } from './advisor.answer.queries'
import { campaignsAnsweredByChildren, childrenOfSchool, openCampaignsOf } from './advisor.host.queries'
import { recordReplySet, withSkipped } from './advisor.replies'

// The host dialog on a shared device (spec 000 §4, §5, §6; docs/advisor.md "The host dialog").
// The school is the coordinator's current one, never the request's; a child must be of that
// school. The answers keep no account: a chosen child's carry the child (unless the campaign is
// anonymous), a visitor's or an anonymous resident's only the dialog's run (sessionId).

type ReplyInput = z.output<typeof zAdvisorHostReplyInput>

interface HostSchool {
  schoolId: string
  today: string
}

/** The coordinator's current school, once the account is an advisor guest (spec 000 §6). */
async function hostSchool(db: Queryable, actor: Actor, now: Date): Promise<HostSchool> {
  if (!actor.advisorGuest) throw new AppError('FORBIDDEN')
  const schoolId = flagSchoolId(actor)
  const school = schoolId ? await schoolForAnswers(db, schoolId) : undefined
  if (!schoolId || !school) throw new AppError('NOT_FOUND')
  return { schoolId, today: localDate(now, school.timezone) }
}

/** The open campaigns for the respondent, less those the chosen child has answered. */
async function campaignsFor(
  db: Queryable,
  host: HostSchool,
  respondent: AdvisorHostRespondent,
  childId: string | null,
) {
  const campaigns = await openCampaignsOf(db, host.schoolId, advisorHostAudience[respondent], host.today)
  if (!childId) return campaigns
  const answered = new Set(
    (
      await campaignsAnsweredByChildren(
        db,
        campaigns.map((c) => c.id),
        [childId],
      )
    ).map((a) => a.campaignId),
  )
  return campaigns.filter((c) => !answered.has(c.id))
}

/** A child of another school than the host's current one is not found (spec ARCHITECTURE §5). */
async function sectionOfChild(db: Queryable, host: HostSchool, childId: string) {
  const section = await childSectionIn(db, childId, host.schoolId)
  if (!section) throw new AppError('NOT_FOUND')
  return section.id
}

export async function hostSurveys(
  db: Queryable,
  actor: Actor,
  now: Date,
  respondent: AdvisorHostRespondent,
  childId: string | null,
): Promise<AdvisorHostSurveys> {
  const host = await hostSchool(db, actor, now)
  if (childId) await sectionOfChild(db, host, childId)
  const campaigns = await campaignsFor(db, host, respondent, childId)
  const questions = await questionsOfCampaigns(
    db,
    campaigns.map((c) => c.id),
  )
  return {
    schoolId: host.schoolId as AdvisorHostSurveys['schoolId'],
    surveys: surveysOf(campaigns, questions),
  }
}

export async function hostChildren(db: Queryable, actor: Actor, now: Date): Promise<AdvisorHostChildren> {
  const host = await hostSchool(db, actor, now)
  const [children, campaigns] = await Promise.all([
    childrenOfSchool(db, host.schoolId),
    openCampaignsOf(db, host.schoolId, advisorHostAudience.child, host.today),
  ])
  const answered = await campaignsAnsweredByChildren(
    db,
    campaigns.map((c) => c.id),
    children.map((c) => c.id),
  )
  const count = new Map<string, number>()
  for (const a of answered) if (a.childId) count.set(a.childId, (count.get(a.childId) ?? 0) + 1)
  return {
    children: children.map((c) => ({ ...c, answeredAll: (count.get(c.id) ?? 0) >= campaigns.length })),
  }
}

/** Call inside a transaction: the participation and the replies go together (recordReplySet). */
export async function sendHostAnswers(tx: Queryable, actor: Actor, now: Date, input: ReplyInput) {
  const host = await hostSchool(tx, actor, now)
  if (input.schoolId !== host.schoolId) throw new AppError('NOT_FOUND')
  const sectionId = input.childId ? await sectionOfChild(tx, host, input.childId) : null
  // A child who answered this campaign by any flow (their own sign-in too) is not asked twice.
  if (
    input.childId &&
    (await campaignsAnsweredByChildren(tx, [input.campaignId], [input.childId])).length > 0
  )
    throw new AppError('ADVISOR_ALREADY_ANSWERED')
  const questions = await questionsOfCampaigns(tx, [input.campaignId])
  await recordReplySet(
    tx,
    now,
    input.campaignId,
    {
      schoolId: host.schoolId,
      sectionId,
      childId: input.childId,
      userId: null,
      // A chosen child is the respondent; the run tells visitors and anonymous residents apart.
      sessionId: input.childId ? null : input.sessionId,
      channel: 'host',
      audience: advisorHostAudience[input.respondent],
    },
    withSkipped(input.ratings, questions),
    questions,
  )
}
