import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import { idFromRow, type ChildId, type SchoolId, type UserId } from '@nido/domain/ids'
import type {
  AdvisorCall,
  AdvisorCallListItem,
  AdvisorCallOutcome,
  AdvisorPhoneCampaign,
  zAdvisorCallInput,
  zAdvisorPhoneAnswersInput,
} from '@nido/domain/contracts/advisor-phone'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { localDate } from '../../platform/clock'
import { decodeCursor, decodeTimeKey, encodeCursor, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { answerQuestionOf, questionsOfCampaigns } from './advisor.answer.queries'
import {
  callListRows,
  campaignSchool,
  campaignSchoolsIn,
  familyInSchool,
  hasParticipation,
  insertCall,
  listPhoneCampaignRows,
  phoneAllowedSchools,
  type CallListRow,
} from './advisor.phone.queries'
import { findCampaign, type CampaignRow } from './advisor.queries'
import { recordReplySet, withSkipped } from './advisor.replies'
import { advisorSchoolsOf } from './advisor.service'

// Telephone surveys (spec 000 §2 /advisor/telephone-surveys, §6; docs/advisor.md "Telephone
// surveys", decision 0064). The advisor pages' people call the guardians of a school's children
// for an active families' campaign. The campaign and the school must be in the actor's scope
// (else 404) and the school's phone surveys not disabled (else 403). The answers are the
// guardian's, recorded through recordReplySet on channel phone; who called is kept on the call
// row only, never on the answers (docs/advisor.md "Anonymity").

type PageQuery = { cursor?: string | undefined; limit: number }
type CallInput = z.output<typeof zAdvisorCallInput>
type AnswersInput = z.output<typeof zAdvisorPhoneAnswersInput>

export async function phoneCampaigns(db: Queryable, actor: Actor, query: PageQuery) {
  const allowed = await phoneAllowedSchools(db, advisorSchoolsOf(actor))
  const rows = await listPhoneCampaignRows(db, allowed, decodeTimeKey(query.cursor), query.limit)
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  const ids = page.rows.map((r) => r.id)
  const [schoolRows, questions] = [
    await campaignSchoolsIn(db, ids, allowed),
    await questionsOfCampaigns(db, ids),
  ]
  const items: AdvisorPhoneCampaign[] = page.rows.map((row) => ({
    id: row.id,
    name: row.name,
    anonymous: row.anonymous,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    schools: schoolRows
      .filter((s) => s.campaignId === row.id)
      .map((s) => ({ id: idFromRow<SchoolId>(s.id), name: s.name })),
    questions: questions.filter((q) => q.campaignId === row.id).map(answerQuestionOf),
  }))
  return { items, nextCursor: page.nextCursor }
}

/**
 * The campaign and the school a call is about: a families' campaign and one of its schools, both
 * in the actor's scope (else 404), the school's phone surveys not disabled (else 403).
 */
async function callTarget(db: Queryable, actor: Actor, campaignId: string, schoolId: string) {
  const schoolIds = advisorSchoolsOf(actor)
  if (!schoolIds.includes(schoolId)) throw new AppError('NOT_FOUND')
  const campaign = await findCampaign(db, schoolIds, campaignId)
  if (!campaign || !campaign.audiences.includes('families')) throw new AppError('NOT_FOUND')
  const school = await campaignSchool(db, campaignId, schoolId)
  if (!school) throw new AppError('NOT_FOUND')
  if ((await phoneAllowedSchools(db, [schoolId])).length === 0)
    throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  return { campaign, school }
}

const callListCursorParts = ['text', 'text', 'uuid', 'uuid'] as const

const callListItem = (row: CallListRow): AdvisorCallListItem => ({
  guardian: {
    id: idFromRow<UserId>(row.guardian_id),
    firstname: row.guardian_firstname,
    lastname: row.guardian_lastname,
  },
  child: {
    id: idFromRow<ChildId>(row.child_id),
    firstname: row.child_firstname,
    lastname: row.child_lastname,
  },
  phone: row.phone ? row.phone : null,
  answered: row.answered,
  callCount: row.call_count,
  lastCall:
    row.outcome && row.called_at
      ? {
          outcome: row.outcome as AdvisorCallOutcome,
          calledAt: row.called_at,
          note: row.note,
          interviewer:
            row.interviewer_firstname !== null && row.interviewer_lastname !== null
              ? { firstname: row.interviewer_firstname, lastname: row.interviewer_lastname }
              : null,
        }
      : null,
})

export async function callList(
  db: Queryable,
  actor: Actor,
  params: { id: string; schoolId: string },
  query: PageQuery,
) {
  await callTarget(db, actor, params.id, params.schoolId)
  const key = decodeCursor(query.cursor, callListCursorParts)
  const rows = await callListRows(
    db,
    params.id,
    params.schoolId,
    key && { lastname: key[0], firstname: key[1], guardianId: key[2], childId: key[3] },
    query.limit,
  )
  const page = keysetPage(rows, query.limit, (last) =>
    encodeCursor([last.guardian_lastname, last.guardian_firstname, last.guardian_id, last.child_id]),
  )
  return { items: page.rows.map(callListItem), nextCursor: page.nextCursor }
}

/** Replies are taken only while the campaign is active and open today in the school's zone. */
function requireOpen(campaign: CampaignRow, timezone: string, now: Date) {
  const today = localDate(now, timezone)
  if (
    campaign.status !== 'active' ||
    today < campaign.opensOn ||
    (campaign.closesOn !== null && today > campaign.closesOn)
  )
    throw new AppError('ADVISOR_CAMPAIGN_NOT_OPEN')
}

/** The guardian of the child, in a section of the school (else 404), and that section. */
async function requireFamily(db: Queryable, input: CallInput | AnswersInput) {
  const family = await familyInSchool(db, input.schoolId, input.guardianId, input.childId)
  if (!family) throw new AppError('NOT_FOUND')
  return family
}

const callView = (row: { id: string; outcome: string; calledAt: Date }): AdvisorCall => ({
  id: row.id,
  outcome: row.outcome as AdvisorCallOutcome,
  calledAt: row.calledAt.toISOString(),
})

/** A call without answers. A family that answered already is not called again for the campaign. */
export async function recordCall(
  tx: Queryable,
  actor: Actor,
  now: Date,
  campaignId: string,
  input: CallInput,
) {
  const { campaign, school } = await callTarget(tx, actor, campaignId, input.schoolId)
  await requireFamily(tx, input)
  requireOpen(campaign, school.timezone, now)
  if (await hasParticipation(tx, campaignId, input.guardianId, input.childId))
    throw new AppError('ADVISOR_ALREADY_ANSWERED')
  const row = await insertCall(tx, {
    campaignId,
    schoolId: input.schoolId,
    guardianId: input.guardianId,
    childId: input.childId,
    interviewerId: actor.userId,
    outcome: input.outcome,
    calledAt: now,
    note: input.note,
  })
  await audit(tx, actor, 'advisor.phone.recordCall', { campaignId, callId: row.id })
  return callView(row)
}

/**
 * The answers given on the phone: the guardian's reply set (channel phone, the child's section),
 * and the call as answered with its interviewer, in the caller's transaction. A rating question
 * left out is −1, as in the popup.
 */
export async function recordAnswers(
  tx: Queryable,
  actor: Actor,
  now: Date,
  campaignId: string,
  input: AnswersInput,
) {
  await callTarget(tx, actor, campaignId, input.schoolId)
  const family = await requireFamily(tx, input)
  const questions = await questionsOfCampaigns(tx, [campaignId])
  await recordReplySet(
    tx,
    now,
    campaignId,
    {
      schoolId: input.schoolId,
      sectionId: family.sectionId,
      childId: input.childId,
      userId: input.guardianId,
      channel: 'phone',
      audience: 'families',
    },
    withSkipped(input.ratings, questions),
    questions,
  )
  const row = await insertCall(tx, {
    campaignId,
    schoolId: input.schoolId,
    guardianId: input.guardianId,
    childId: input.childId,
    interviewerId: actor.userId,
    outcome: 'answered',
    calledAt: now,
    note: input.note,
  })
  await audit(tx, actor, 'advisor.phone.recordAnswers', { campaignId, callId: row.id })
  return callView(row)
}
