import { lazy, Suspense, useState } from 'react'
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { zAdvisorPublicLinkId, type AdvisorPublicKind } from '@nido/domain/contracts/advisor-public'
import { ApiError } from '@/api/client'
import { useErrorText } from '@/ui/error-text'
import { AnswerSteps } from '../answer/answer-steps'
import { publicSurveyQuery, useSendPublicReplies } from './queries'
import './i18n'

// Spec 000 §2 /survey/family and /survey/pro (docs/advisor.md "The public links"): a visitor opens
// a campaign's link (?c=<link id>) without signing in, answers one question at a time with the
// popup's own steps, and sends with an ALTCHA proof-of-work solved in the background
// (docs/anti-bot.md). Then a thank-you. A solution is spent by each sending, so after a refusal
// the widget solves a new one.

const AntiBotWidget = lazy(() => import('./anti-bot-widget'))

export function SurveyPage({ kind }: { kind: AdvisorPublicKind }) {
  const { t } = useTranslation('advisorPublic')
  const errorText = useErrorText()
  const [params] = useSearchParams()
  const linkId = params.get('c') ?? ''
  const valid = zAdvisorPublicLinkId.safeParse(linkId).success
  const survey = useQuery({ ...publicSurveyQuery(kind, linkId), enabled: valid, retry: false })
  const send = useSendPublicReplies(kind, linkId)
  const [antiBot, setAntiBot] = useState<string | null>(null)
  const [round, setRound] = useState(0)

  const notFound = !valid || (survey.error instanceof ApiError && survey.error.status === 404)
  const data = survey.data

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {data?.campaignName ?? t('title')}
          </Typography>
          {data && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {data.schoolName}
            </Typography>
          )}
          <Stack spacing={2}>
            {notFound && <Alert severity="info">{t('notFound')}</Alert>}
            {!notFound && survey.error && <Alert severity="error">{errorText(survey.error)}</Alert>}
            {send.isSuccess ? (
              <Alert severity="success" role="status">
                <Typography component="h2" sx={{ fontWeight: 700 }}>
                  {t('thanks.title')}
                </Typography>
                {t('thanks.text')}
              </Alert>
            ) : data?.alreadyAnswered ? (
              <Alert severity="info">{t('alreadyAnswered')}</Alert>
            ) : (
              data && (
                <>
                  <Typography variant="body2">{data.anonymous ? t('anonymous') : t('identified')}</Typography>
                  {send.error && (
                    <Alert severity="error" role="alert">
                      {errorText(send.error)}
                    </Alert>
                  )}
                  <AnswerSteps
                    questions={data.questions}
                    sending={send.isPending}
                    sendBlocked={antiBot === null}
                    questionHeading="h2"
                    onSend={(ratings) => {
                      if (!antiBot) return
                      send.mutate({ ratings, antiBot }, { onError: () => setRound((r) => r + 1) })
                    }}
                  >
                    {({ body, actions }) => (
                      <>
                        <Box>{body}</Box>
                        <Suspense
                          fallback={<Typography variant="body2">{t('antiBot.verifying')}</Typography>}
                        >
                          <AntiBotWidget onPayload={setAntiBot} round={round} />
                        </Suspense>
                        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
                          {actions}
                        </Box>
                      </>
                    )}
                  </AnswerSteps>
                </>
              )
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
