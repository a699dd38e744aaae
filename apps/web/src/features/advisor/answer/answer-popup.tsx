import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdvisorPending } from '@nido/domain/contracts/advisor-answer'
import type { Me } from '@nido/domain/contracts/me'
import { useToast } from '@/ui/toast'
import { AnswerDialog } from './answer-dialog'
import { ReviewPrompt } from './review-prompt'
import { useReviewVisit, useSendAnswers } from './queries'
import './i18n'

// Spec 000 §4 advisor popup: the surveys pending for the signed-in person, one after the other.
// After sending, the external-review prompt when the server says so (the school's address, the
// average at least minEboostRating, not already rated there; docs/advisor.md "Answer flows"),
// else the success toast (spec 000 §8). "Answer later" puts the popup away until the next sign-in.

/** Users who put the popup away in this tab (kept across layouts, which each mount the overlays). */
const putAway = new Set<string>()

export function AnswerPopup({ me, pending }: { me: Me; pending: AdvisorPending }) {
  const { t } = useTranslation('advisorAnswer')
  const toast = useToast()
  const send = useSendAnswers(me)
  const reviewVisit = useReviewVisit()
  const [sent, setSent] = useState<readonly string[]>([])
  const [later, setLater] = useState(putAway.has(me.user.id))
  const [review, setReview] = useState<{ url: string; schoolId: string } | null>(null)

  if (review)
    return (
      <ReviewPrompt
        url={review.url}
        onRate={() => {
          reviewVisit.mutate(review.schoolId)
          setReview(null)
        }}
        onClose={() => setReview(null)}
      />
    )
  const survey = pending.surveys.find((s) => !sent.includes(s.campaignId))
  if (later || !survey || !pending.schoolId) return null
  const schoolId = pending.schoolId
  return (
    <AnswerDialog
      key={survey.campaignId}
      survey={survey}
      sending={send.isPending}
      onLater={() => {
        putAway.add(me.user.id)
        setLater(true)
      }}
      onSend={(ratings) =>
        send.mutate(
          { campaignId: survey.campaignId, schoolId, childId: pending.childId, ratings },
          {
            onSuccess: (result) => {
              setSent((list) => [...list, survey.campaignId])
              if (result.reviewPrompt) setReview({ url: result.reviewPrompt.url, schoolId })
              else toast.success(t('sent'))
            },
            onError: () => toast.error(t('sendFailed')),
          },
        )
      }
    />
  )
}
