import { skippedRating } from '@nido/domain/advisor/scores'
import type { AdvisorAnswerQuestion } from '@nido/domain/contracts/advisor-answer'
import type { AdvisorRating } from '@nido/domain/contracts/advisor'
import { limits } from '@nido/domain/limits'

// The answer dialog's rules (spec 000 §4, §5; spec 001 §2, §4, §5), kept apart from the drawing so
// that they read as the spec does.

/** Spec 001 §3 reply: rating (null or number; −1 when marked irrelevant), replied flag, comment. */
export interface Reply {
  rating: number | null
  replied: boolean
  comment: string
}

export const emptyReply: Reply = { rating: null, replied: false, comment: '' }

export const commentMaxLength = limits.advisor.commentMaxLength

/** Spec 001 §5: beyond the maximum, next and send are blocked. */
export const commentTooLong = (reply: Reply) => reply.comment.length > commentMaxLength

/** Spec 000 §5: the Irrelevant button only when the question is neither text-only nor NPS. */
export const irrelevantShown = (q: AdvisorAnswerQuestion) => !q.textOnly && !q.nps

/**
 * Spec 000 §4: the next arrow is enabled only when the current reply is marked replied and the
 * question is not the last (and, spec 001 §5, the comment fits).
 */
export const nextArrowEnabled = (reply: Reply, index: number, total: number) =>
  reply.replied && index < total - 1 && !commentTooLong(reply)

/**
 * Spec 001 §5: send (and the next button it becomes before the last question) is disabled when
 * the reply is not allowed (the comment is too long), while loading, or when the rating is null
 * and the question is not text-only.
 */
export const sendDisabled = (reply: Reply, question: AdvisorAnswerQuestion, loading: boolean) =>
  loading || commentTooLong(reply) || (reply.rating === null && !question.textOnly)

/** Spec 001 §4: a click selects a value; clicking the same value clears it. */
export const toggleRating = (reply: Reply, value: number): Reply =>
  reply.rating === value
    ? { ...reply, rating: null, replied: false }
    : { ...reply, rating: value, replied: true }

/** Spec 000 §5: Irrelevant clears the rating (sent as skipped) and moves on. */
export const markIrrelevant = (reply: Reply): Reply => ({ ...reply, rating: skippedRating, replied: true })

export const setComment = (reply: Reply, comment: string, q: AdvisorAnswerQuestion): Reply => ({
  ...reply,
  comment,
  // A text-only question is answered by its comment.
  replied: q.textOnly ? comment.trim() !== '' : reply.replied,
})

/** Spec 001 §5: a missing rating is sent as −1; text-only questions carry no rating. */
export function ratingsToSend(
  questions: readonly AdvisorAnswerQuestion[],
  replies: Readonly<Record<string, Reply>>,
): AdvisorRating[] {
  return questions.map((q) => {
    const reply = replies[q.id] ?? emptyReply
    const comment = reply.comment.trim()
    return {
      questionId: q.id,
      comment: comment === '' ? null : comment,
      rating: q.textOnly ? null : (reply.rating ?? skippedRating),
    }
  })
}
