import { useState, type ReactNode } from 'react'
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { AdvisorHostRespondent } from '@nido/domain/contracts/advisor-host'
import { useSignedInMe } from '@/session/session'
import { useToast } from '@/ui/toast'
import { AnswerFrame } from './answer-frame'
import { AnswerSteps } from './answer-steps'
import { HostChildStep } from './host-child-step'
import { hostSurveysQuery, useSendHostAnswers } from './queries'
import './i18n'

// Spec 000 §4 "Advisor host dialog steps": 1. resident or guest; 2. (resident) identified or
// anonymous; 3. (identified resident) a child; then the questions, then a success screen that
// offers close or start again. §5: Next is disabled on step 2 while loading or when no questions
// exist, and on step 3 without a child. Each run of the dialog is one respondent: its sessionId
// tells visitors and anonymous residents apart (docs/advisor.md "The host dialog"). §9: max width
// 500.

type Step = 'who' | 'identity' | 'child' | 'answer' | 'done'
type Who = 'resident' | 'guest'
type Identity = 'identified' | 'anonymous'

function respondentOf(who: Who | null, identity: Identity | null): AdvisorHostRespondent | null {
  if (who === 'guest') return 'guest'
  if (who === 'resident' && identity) return identity === 'identified' ? 'child' : 'anonymous'
  return null
}

export default function HostDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('advisorAnswer')
  const me = useSignedInMe()
  const toast = useToast()
  const [sessionId, setSessionId] = useState(() => crypto.randomUUID())
  const [step, setStep] = useState<Step>('who')
  const [who, setWho] = useState<Who | null>(null)
  const [identity, setIdentity] = useState<Identity | null>(null)
  const [childId, setChildId] = useState<string | null>(null)
  const [sent, setSent] = useState<readonly string[]>([])
  const send = useSendHostAnswers(me.user.id)

  // The questions asked: a guest's from step 1; a resident's (the children's campaigns) on step
  // 2, to know whether any exist; a chosen child's, less what they answered, once chosen.
  const respondent = respondentOf(who, identity)
  const asking: AdvisorHostRespondent =
    who === 'guest' ? 'guest' : identity === 'identified' && step === 'answer' ? 'child' : 'anonymous'
  const surveys = useQuery({
    ...hostSurveysQuery(me.user.id, asking, asking === 'child' ? childId : null),
    enabled:
      who === 'guest' || (who === 'resident' && step !== 'who' && (asking !== 'child' || childId !== null)),
  })
  const pending = (surveys.data?.surveys ?? []).filter((s) => !sent.includes(s.campaignId))
  const loading = surveys.isPending || surveys.isFetching
  const noQuestions = !loading && surveys.isSuccess && pending.length === 0
  const survey = pending[0]
  const schoolId = surveys.data?.schoolId ?? null

  const startAgain = () => {
    setSessionId(crypto.randomUUID())
    setStep('who')
    setWho(null)
    setIdentity(null)
    setChildId(null)
    setSent([])
  }

  if (step === 'answer' && !loading && survey && schoolId && respondent) {
    return (
      <AnswerFrame title={survey.name}>
        <AnswerSteps
          key={`${sessionId}-${survey.campaignId}`}
          questions={survey.questions}
          sending={send.isPending}
          onSend={(ratings) =>
            send.mutate(
              { respondent, campaignId: survey.campaignId, schoolId, childId, sessionId, ratings },
              {
                onSuccess: () => {
                  setSent((list) => [...list, survey.campaignId])
                  if (pending.length === 1) setStep('done')
                },
                onError: (error) => toast.apiError(error),
              },
            )
          }
        >
          {(parts) => (
            <>
              <DialogContent>{parts.body}</DialogContent>
              <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={onClose} disabled={send.isPending}>
                  {t('host.close')}
                </Button>
                <Box sx={{ flex: 1 }} />
                {parts.actions}
              </DialogActions>
            </>
          )}
        </AnswerSteps>
      </AnswerFrame>
    )
  }

  let body: ReactNode
  let actions: ReactNode
  if (step === 'answer' && loading) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={t('host.loading')} />
      </Box>
    )
    actions = <Button onClick={onClose}>{t('host.close')}</Button>
  } else if (step === 'done' || step === 'answer') {
    // Sent everything, or (a chosen child) nothing left to answer.
    body = (
      <Alert severity={sent.length > 0 ? 'success' : 'info'} role="status">
        {sent.length > 0 ? t('host.done') : t('host.noQuestions')}
      </Alert>
    )
    actions = (
      <>
        <Button onClick={onClose}>{t('host.close')}</Button>
        <Button variant="contained" onClick={startAgain}>
          {t('host.startAgain')}
        </Button>
      </>
    )
  } else if (step === 'child') {
    body = <HostChildStep value={childId} onChange={setChildId} />
    actions = (
      <>
        <Button onClick={() => setStep('identity')}>{t('host.back')}</Button>
        <Button variant="contained" disabled={childId === null} onClick={() => setStep('answer')}>
          {t('nextButton')}
        </Button>
      </>
    )
  } else {
    const first = step === 'who'
    const ready = first ? who !== null : identity !== null
    // §5: where the questions come next (a guest on step 1, a resident on step 2), Next waits
    // for them and needs some.
    const waits = !first || who === 'guest'
    const blocked = !ready || (waits && (loading || noQuestions))
    const choice = first ? (
      <Choice
        legend={t('host.whoLegend')}
        value={who}
        onChange={(v) => setWho(v as Who)}
        options={[
          ['resident', t('host.resident'), t('host.residentHelp')],
          ['guest', t('host.guest'), t('host.guestHelp')],
        ]}
      />
    ) : (
      <Choice
        legend={t('host.identityLegend')}
        value={identity}
        onChange={(v) => setIdentity(v as Identity)}
        options={[
          ['identified', t('host.identified'), t('host.identifiedHelp')],
          ['anonymous', t('host.anonymous'), t('host.anonymousHelp')],
        ]}
      />
    )
    body = (
      <>
        {choice}
        {waits && ready && noQuestions && (
          <Typography role="status" sx={{ mt: 2 }} color="text.secondary">
            {t('host.noQuestions')}
          </Typography>
        )}
      </>
    )
    actions = (
      <>
        <Button onClick={first ? onClose : () => setStep('who')}>
          {first ? t('host.close') : t('host.back')}
        </Button>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}>
          {waits && ready && loading && <CircularProgress size={24} aria-label={t('host.loading')} />}
        </Box>
        <Button
          variant="contained"
          disabled={blocked}
          onClick={() => {
            if (first && who === 'resident') setStep('identity')
            else if (!first && identity === 'identified') setStep('child')
            else setStep('answer')
          }}
        >
          {t('nextButton')}
        </Button>
      </>
    )
  }
  return (
    <AnswerFrame title={t('dialogLabel')}>
      <DialogContent>{body}</DialogContent>
      <DialogActions sx={{ gap: 1 }}>{actions}</DialogActions>
    </AnswerFrame>
  )
}

function Choice({
  legend,
  value,
  onChange,
  options,
}: {
  legend: string
  value: string | null
  onChange: (value: string) => void
  options: ReadonlyArray<readonly [string, string, string]>
}) {
  return (
    <FormControl>
      <FormLabel sx={{ mb: 1 }}>{legend}</FormLabel>
      <RadioGroup value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {options.map(([key, label, help]) => (
          <FormControlLabel
            key={key}
            value={key}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            label={
              <Box sx={{ pt: 1 }}>
                <Typography>{label}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {help}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  )
}
