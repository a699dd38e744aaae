import { Box, Button, DialogActions, DialogContent } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { AdvisorRating } from '@nido/domain/contracts/advisor'
import type { AdvisorPendingSurvey } from '@nido/domain/contracts/advisor-answer'
import { AnswerFrame } from './answer-frame'
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
  return (
    <AnswerFrame title={survey.name}>
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
    </AnswerFrame>
  )
}
