import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { AppError } from '@nido/domain/errors'
import { skippedRating } from '@nido/domain/advisor/scores'
import type { AdvisorChannel, zAdvisorRating } from '@nido/domain/contracts/advisor'
import type { Queryable } from '../../db/client'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorParticipations,
  advisorQuestions,
  advisorReplies,
  schools,
} from '../../db/schema/index'
import { localDate } from '../../platform/clock'

// Recording a reply set (docs/advisor.md "Recording replies"): what the answer flows — popup,
// host dialog, public links, phone surveys — call once they know who answers.

type RatingInput = z.output<typeof zAdvisorRating>

/** Who sends a reply set, as the answer flows establish it (they check the person; this does not). */
export interface ReplySetSender {
  schoolId: string
  sectionId?: string | null
  childId?: string | null
  /** The signed-in person; null for a visitor. */
  userId?: string | null
  /** A visitor's advisor session (spec 000 §7 sessionId). */
  sessionId?: string | null
  channel: AdvisorChannel
  /** The audience the flow answers as (guardian, child, pro…): a campaign not for it is 404. */
  audience?: string
}

/**
 * Spec 001 §5: a missing rating is sent as −1, so a rating question left out of the set is
 * recorded as skipped (the popup and the public links send only what was answered).
 */
export function withSkipped(
  ratings: readonly RatingInput[],
  questions: ReadonlyArray<{ id: string; kind: string }>,
): RatingInput[] {
  const given = new Set(ratings.map((r) => r.questionId))
  return [
    ...ratings,
    ...questions
      .filter((q) => q.kind !== 'text' && !given.has(q.id))
      .map((q) => ({ questionId: q.id, comment: null, rating: skippedRating })),
  ]
}

const ratingFits = (kind: string, rating: number | null) => {
  if (kind === 'text') return rating === null || rating === skippedRating
  if (rating === null || rating === skippedRating) return true
  return kind === 'stars' ? rating >= 1 && rating <= 5 : rating >= 0 && rating <= 10
}

/**
 * Records one person's answers to a campaign: one participation row, and the replies. Runs in the
 * caller's transaction (one transaction for the whole set). An anonymous campaign's replies keep
 * no user nor child and only the day (docs/advisor.md "Anonymity"). A second set from the same
 * person (and child, or visitor session) is refused by the participation's unique key.
 */
export async function recordReplySet(
  tx: Queryable,
  now: Date,
  campaignId: string,
  sender: ReplySetSender,
  ratings: readonly RatingInput[],
  /** The campaign's questions when the caller has read them already (the popup fills skips). */
  known?: ReadonlyArray<{ id: string; kind: string }>,
): Promise<{ replySetId: string }> {
  const [campaign] = await tx.select().from(advisorCampaigns).where(eq(advisorCampaigns.id, campaignId))
  if (!campaign || (sender.audience !== undefined && !campaign.audiences.includes(sender.audience)))
    throw new AppError('NOT_FOUND')
  const [school] = await tx
    .select({ timezone: schools.timezone })
    .from(schools)
    .innerJoin(advisorCampaignSchools, eq(advisorCampaignSchools.schoolId, schools.id))
    .where(and(eq(advisorCampaignSchools.campaignId, campaignId), eq(schools.id, sender.schoolId)))
  if (!school) throw new AppError('NOT_FOUND')
  const today = localDate(now, school.timezone)
  if (
    campaign.status !== 'active' ||
    today < campaign.opensOn ||
    (campaign.closesOn !== null && today > campaign.closesOn)
  )
    throw new AppError('ADVISOR_CAMPAIGN_NOT_OPEN')
  const questions =
    known ??
    (await tx
      .select()
      .from(advisorQuestions)
      .where(
        and(
          eq(advisorQuestions.campaignId, campaignId),
          inArray(
            advisorQuestions.id,
            ratings.map((r) => r.questionId),
          ),
        ),
      ))
  const byId = new Map(questions.map((q) => [q.id, q]))
  const seen = new Set<string>()
  for (const [i, r] of ratings.entries()) {
    const question = byId.get(r.questionId)
    if (!question || seen.has(r.questionId) || !ratingFits(question.kind, r.rating))
      throw new AppError('VALIDATION_ERROR', [{ path: `body.ratings.${i}`, message: 'Invalid rating' }])
    seen.add(r.questionId)
  }
  const inserted = await tx
    .insert(advisorParticipations)
    .values({
      campaignId,
      schoolId: sender.schoolId,
      userId: sender.userId ?? null,
      childId: sender.childId ?? null,
      sessionId: sender.sessionId ?? null,
      channel: sender.channel,
    })
    .onConflictDoNothing()
    .returning({ id: advisorParticipations.id })
  if (inserted.length === 0) throw new AppError('ADVISOR_ALREADY_ANSWERED')
  const replySetId = crypto.randomUUID()
  const anonymous = campaign.anonymous
  const at = anonymous ? new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`) : now
  if (ratings.length > 0)
    await tx.insert(advisorReplies).values(
      ratings.map((r, i) => {
        const kind = byId.get(r.questionId)!.kind
        return {
          // An anonymous answer's id is random (v4): a time-ordered v7 id would carry the instant
          // the day-only created_at hides, and link it to its participation (docs/advisor.md).
          ...(anonymous ? { id: crypto.randomUUID() } : {}),
          campaignId,
          questionId: r.questionId,
          replySetId,
          schoolId: sender.schoolId,
          sectionId: sender.sectionId ?? null,
          childId: anonymous ? null : (sender.childId ?? null),
          userId: anonymous ? null : (sender.userId ?? null),
          rating: kind === 'text' ? null : (r.rating ?? skippedRating),
          comment: r.comment ? r.comment : null,
          channel: sender.channel,
          // One row per set carries it: the reports count repliers from it (decision 0062).
          firstOfSet: i === 0,
          createdAt: at,
          updatedAt: at,
        }
      }),
    )
  return { replySetId }
}
