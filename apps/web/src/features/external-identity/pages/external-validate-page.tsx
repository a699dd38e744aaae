import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { isLoginChallenge } from '@nido/domain/contracts/auth'
import type { ExternalValidateResult } from '@nido/domain/contracts/external-identity'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import { currentLanguage } from '@/i18n/index'
import { safeRedirect } from '@/session/redirect'
import { useLogin } from '@/session/session'
import { useErrorText } from '@/ui/error-text'
import { providerAnswer } from '../queries'
import '../i18n'

type Step =
  | { kind: 'working' }
  | { kind: 'app'; result: ExternalValidateResult & { appRedirectUrl: string } }
  | { kind: 'failed'; error: unknown }
  | { kind: 'missing' }

/**
 * Spec 000 §2 "a validation route taking an optional mode": the redirect URI registered at the
 * provider. It forwards the provider's answer to the validate call, then posts the single-use
 * state to the login endpoint (spec 001 §7) and goes home. In mobile mode, with an app set up for
 * the brand, the state goes to the app by its deep link instead.
 */
export default function ExternalValidatePage() {
  const { t } = useTranslation('identity')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const { mode } = useParams()
  const login = useLogin()
  const [step, setStep] = useState<Step>({ kind: 'working' })
  const started = useRef(false)

  const signIn = (state: string) =>
    login.mutate(
      { state, language: currentLanguage() },
      {
        onSuccess: (answer) => {
          // A provider sign-in never asks for a second factor here; should the server ever answer
          // a challenge, the sign-in page is where it can be met.
          void navigate(isLoginChallenge(answer) ? '/login' : safeRedirect(null), { replace: true })
        },
        onError: (error) => setStep({ kind: 'failed', error }),
      },
    )

  useEffect(() => {
    // The provider's answer is spent once: never twice (StrictMode), and never again on reload.
    if (started.current) return
    started.current = true
    const answer = providerAnswer(new URLSearchParams(window.location.search))
    window.history.replaceState(window.history.state, '', window.location.pathname)
    const { state } = answer
    if (!state) {
      setStep({ kind: 'missing' })
      return
    }
    api(contracts.externalIdentity.validate, { query: { ...answer, state } }).then(
      (result) => {
        if (result.mode === 'mobile' && result.appRedirectUrl) {
          setStep({ kind: 'app', result: { ...result, appRedirectUrl: result.appRedirectUrl } })
          window.location.assign(result.appRedirectUrl)
        } else signIn(result.state)
      },
      (error: unknown) => setStep({ kind: 'failed', error }),
    )
    // The provider's answer is read once per page load (`started`); signIn, a new function each
    // render, is the one of that first render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack spacing={2} aria-live="polite">
            <Typography variant="h5" component="h1">
              {mode === 'mobile' ? t('mobile.title') : t('validate.title')}
            </Typography>
            {step.kind === 'working' && (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <CircularProgress size={24} aria-label={t('validate.progress')} />
                <Typography>{t('validate.progress')}</Typography>
              </Stack>
            )}
            {step.kind === 'app' && (
              <>
                <Alert severity="success">{t('mobile.signedIn')}</Alert>
                <Button variant="contained" href={step.result.appRedirectUrl}>
                  {t('mobile.returnToApp')}
                </Button>
                <Button
                  variant="text"
                  disabled={login.isPending}
                  onClick={() => {
                    setStep({ kind: 'working' })
                    signIn(step.result.state)
                  }}
                >
                  {t('mobile.continueInBrowser')}
                </Button>
              </>
            )}
            {(step.kind === 'failed' || step.kind === 'missing') && (
              <>
                <Alert severity="error" role="alert">
                  <strong>{t('validate.failed')}</strong>
                  <br />
                  {step.kind === 'failed' ? errorText(step.error) : t('validate.missing')}
                </Alert>
                <Button variant="contained" component={RouterLink} to="/login" replace>
                  {t('validate.backToLogin')}
                </Button>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  )
}
