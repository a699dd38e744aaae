import { useId, useState, type ReactNode } from 'react'
import { isAnswered } from '@nido/domain/advisor/scores'
import { Box, Button, IconButton, TextField, Typography } from '@mui/material'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { useTranslation } from 'react-i18next'
import type { AdvisorRating } from '@nido/domain/contracts/advisor'
import type { AdvisorAnswerQuestion } from '@nido/domain/contracts/advisor-answer'
import {
  commentMaxLength,
  commentTooLong,
  emptyReply,
  irrelevantShown,
  markIrrelevant,
  nextArrowEnabled,
  ratingsToSend,
  sendDisabled,
  setComment,
  toggleRating,
  type Reply,
} from './answer-rules'
import { RatingInput } from './rating-input'
import './i18n'

// Spec 001 §2 advisor answer steps: one question at a time, previous and next arrows, the
// counter n/total, the title, a rating, a comment and a send/next button; the Irrelevant button
// for questions neither text-only nor NPS. Drawn by the sign-in popup (answer-dialog.tsx) and the
// public survey page (features/advisor/public), each laying out the two parts its own way.

interface Props {
  questions: readonly AdvisorAnswerQuestion[]
  sending: boolean
  /** Keeps the last step's send button disabled (the public page, until its anti-bot check is done). */
  sendBlocked?: boolean
  onSend: (ratings: AdvisorRating[]) => void
  /** The question's heading level, below the page's or the dialog's title. */
  questionHeading?: 'h2' | 'h3'
  /** Lays out the question (`body`) and the step's buttons (`actions`). */
  children: (parts: { body: ReactNode; actions: ReactNode }) => ReactNode
}

export function AnswerSteps({
  questions,
  sending,
  sendBlocked = false,
  onSend,
  questionHeading = 'h3',
  children,
}: Props) {
  const { t } = useTranslation('advisorAnswer')
  const ids = useId()
  const [index, setIndex] = useState(0)
  const [replies, setReplies] = useState<Record<string, Reply>>({})
  const total = questions.length
  const question = questions[index]!
  const reply = replies[question.id] ?? emptyReply
  const last = index === total - 1
  const tooLong = commentTooLong(reply)
  const update = (next: Reply) => setReplies((all) => ({ ...all, [question.id]: next }))

  // Spec 000 §4: next on the last question sends.
  const advance = () => {
    if (last) onSend(ratingsToSend(questions, replies))
    else setIndex(index + 1)
  }
  const irrelevant = () => {
    update(markIrrelevant(reply))
    if (!last) setIndex(index + 1)
  }

  const questionId = `${ids}-question`
  const commentHelpId = `${ids}-count`

  const body = (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={t('previous')}
          disabled={index === 0 || sending}
          onClick={() => setIndex(index - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          aria-label={t('counterLabel', { current: index + 1, total })}
          aria-live="polite"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {t('counter', { current: index + 1, total })}
        </Typography>
        <IconButton
          aria-label={t('next')}
          disabled={!nextArrowEnabled(reply, index, total) || sending}
          onClick={() => setIndex(index + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Typography
        id={questionId}
        variant="h6"
        component={questionHeading}
        sx={{ mb: 2, textAlign: 'center' }}
      >
        {question.content}
      </Typography>
      {!question.textOnly && (
        <RatingInput
          key={question.id}
          kind={question.kind === 'scale' ? 'scale' : 'stars'}
          value={isAnswered(reply.rating) ? reply.rating : null}
          onToggle={(value) => update(toggleRating(reply, value))}
          labelledBy={questionId}
        />
      )}
      <TextField
        key={`${question.id}-comment`}
        label={question.textOnly ? t('answer') : t('comment')}
        value={reply.comment}
        onChange={(e) => update(setComment(reply, e.target.value, question))}
        multiline
        minRows={question.textOnly ? 4 : 2}
        fullWidth
        sx={{ mt: 2 }}
        error={tooLong}
        helperText={
          <Box component="span" id={commentHelpId} sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{tooLong ? t('commentTooLong', { max: commentMaxLength }) : ''}</span>
            <span>{t('commentCount', { count: reply.comment.length, max: commentMaxLength })}</span>
          </Box>
        }
      />
    </>
  )
  const actions = (
    <>
      {irrelevantShown(question) && (
        <Button onClick={irrelevant} disabled={sending}>
          {t('irrelevant')}
        </Button>
      )}
      <Button
        variant="contained"
        onClick={advance}
        disabled={sendDisabled(reply, question, sending) || (last && sendBlocked)}
      >
        {last ? t('send') : t('nextButton')}
      </Button>
    </>
  )
  return children({ body, actions })
}
