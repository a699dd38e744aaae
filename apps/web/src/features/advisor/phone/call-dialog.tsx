import { useId, useState } from 'react'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import {
  advisorCallNoteMax,
  type AdvisorCallListItem,
  type AdvisorPhoneCampaign,
} from '@nido/domain/contracts/advisor-phone'
import { useToast } from '@/ui/toast'
import { AnswerSteps } from '../answer/answer-steps'
import { useRecordCall, useRecordPhoneAnswers } from './queries'
import './i18n'

// One call (docs/advisor.md "Telephone surveys"): the number to dial, then either the outcome of
// a call that gave no answers, or the answers the guardian gives, entered with the popup's own
// steps (one question at a time) and recorded as the guardian's on channel phone.

const outcomesWithoutAnswers = ['no_answer', 'call_back', 'refused', 'wrong_number'] as const
type OutcomeWithoutAnswers = (typeof outcomesWithoutAnswers)[number]

interface Props {
  userId: string
  campaign: AdvisorPhoneCampaign
  schoolId: string
  line: AdvisorCallListItem
  onClose: () => void
}

export function CallDialog({ userId, campaign, schoolId, line, onClose }: Props) {
  const { t } = useTranslation('advisorPhone')
  const toast = useToast()
  const ids = useId()
  const [mode, setMode] = useState<'outcome' | 'answers'>('outcome')
  const [outcome, setOutcome] = useState<OutcomeWithoutAnswers | ''>('')
  const [note, setNote] = useState('')
  const recordCall = useRecordCall(userId, campaign.id)
  const recordAnswers = useRecordPhoneAnswers(userId, campaign.id)
  const guardianName = `${line.guardian.firstname} ${line.guardian.lastname}`
  const target = { schoolId, guardianId: line.guardian.id, childId: line.child.id, note: note.trim() || null }
  const noteTooLong = note.length > advisorCallNoteMax
  const busy = recordCall.isPending || recordAnswers.isPending

  const saveOutcome = () => {
    if (!outcome) return
    recordCall.mutate(
      { ...target, outcome },
      {
        onSuccess: () => {
          toast.success(t('saved'))
          onClose()
        },
        onError: (error) => toast.apiError(error, 'POST'),
      },
    )
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${ids}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${ids}-title`}>{t('dialog.title', { name: guardianName })}</DialogTitle>
      <DialogContent>
        <Typography>
          {t('dialog.about', { name: `${line.child.firstname} ${line.child.lastname}` })}
        </Typography>
        <Typography sx={{ mt: 1 }}>
          {line.phone ? (
            <>
              {t('dialog.phone')}{' '}
              <Link href={`tel:${line.phone.replace(/\s+/g, '')}`} sx={{ fontWeight: 'bold' }}>
                {line.phone}
              </Link>
            </>
          ) : (
            t('dialog.noPhone')
          )}
        </Typography>
        {campaign.anonymous && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('dialog.anonymous')}
          </Typography>
        )}
        <TextField
          label={t('dialog.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={noteTooLong}
          helperText={noteTooLong ? t('dialog.noteTooLong', { max: advisorCallNoteMax }) : ' '}
          fullWidth
          multiline
          minRows={1}
          sx={{ mt: 2 }}
        />
        {mode === 'outcome' ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
            <Typography component="legend" variant="subtitle2">
              {t('dialog.outcome')}
            </Typography>
            <RadioGroup
              value={outcome}
              onChange={(e) => setOutcome(e.target.value as OutcomeWithoutAnswers)}
              name={`${ids}-outcome`}
            >
              {outcomesWithoutAnswers.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`outcome.${value}`)}
                />
              ))}
            </RadioGroup>
          </Box>
        ) : (
          <AnswerSteps
            questions={campaign.questions}
            sending={recordAnswers.isPending}
            onSend={(ratings) =>
              recordAnswers.mutate(
                { ...target, ratings },
                {
                  onSuccess: () => {
                    toast.success(t('answersSaved'))
                    onClose()
                  },
                  onError: (error) => toast.apiError(error, 'POST'),
                },
              )
            }
          >
            {({ body, actions }) => (
              <Box role="group" aria-label={t('dialog.answers')} sx={{ mt: 1 }}>
                {body}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>{actions}</Box>
              </Box>
            )}
          </AnswerSteps>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('dialog.close')}
        </Button>
        {mode === 'outcome' ? (
          <>
            <Button
              onClick={() => setMode('answers')}
              disabled={busy || noteTooLong || campaign.questions.length === 0}
            >
              {t('dialog.enterAnswers')}
            </Button>
            <Button variant="contained" onClick={saveOutcome} disabled={!outcome || busy || noteTooLong}>
              {t('dialog.saveOutcome')}
            </Button>
          </>
        ) : (
          <Button onClick={() => setMode('outcome')} disabled={busy}>
            {t('dialog.backToOutcome')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
