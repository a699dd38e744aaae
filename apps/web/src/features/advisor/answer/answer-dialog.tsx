import { useId } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { AdvisorRating } from '@nido/domain/contracts/advisor'
import type { AdvisorPendingSurvey } from '@nido/domain/contracts/advisor-answer'
import { AnswerSteps } from './answer-steps'
import './i18n'

// Spec 001 §2 advisor answer dialog: the answer steps in a dialog, with "Answer later". Spec 000
// §9: max width 500.

interface Props {
  survey: AdvisorPendingSurvey
  sending: boolean
  onSend: (ratings: AdvisorRating[]) => void
  onLater: () => void
}

export function AnswerDialog({ survey, sending, onSend, onLater }: Props) {
  const { t } = useTranslation('advisorAnswer')
  const titleId = `${useId()}-title`
  return (
    <Dialog
      open
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {survey.name}
      </DialogTitle>
      <AnswerSteps questions={survey.questions} sending={sending} onSend={onSend}>
        {({ body, actions }) => (
          <>
            <DialogContent>{body}</DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button onClick={onLater} disabled={sending}>
                {t('later')}
              </Button>
              <Box sx={{ flex: 1 }} />
              {actions}
            </DialogActions>
          </>
        )}
      </AnswerSteps>
    </Dialog>
  )
}
