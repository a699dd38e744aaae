import type { ReactNode } from 'react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { Link as RouterLink, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { isLoginChallenge, type LoginBody, type LoginChallenge } from '@nido/domain/contracts/auth'
import type { TwoFactorMode } from '@nido/domain/enums/security'
import { isProofOfWorkChallenge } from '@nido/domain/rules/proof-of-work'
import { languages, parseLanguage, type Language } from '@nido/domain/i18n/languages'
import { ApiError } from '@/api/client'
import { currentLanguage, languageNames, setLanguage } from '@/i18n/index'
import { useLogin } from '@/session/session'
import { safeRedirect } from '@/session/redirect'
import { useErrorText } from '@/ui/error-text'
import { DemoAccounts } from '../components/demo-accounts'
import { SecondStep } from '../components/second-step'
import { solveInBrowser } from '../proof-of-work'

// Spec 000 §7 Auth and spec 001 §7 Login row: one endpoint whose branch the payload chooses.
// This page sends the standard branch, then the two-factor step when the answer
// is a challenge, and the fixtures branch when the server offers demo accounts.
/** `externalSignIn`: the external-identity buttons, composed in app/pages/login-route.tsx. */
export default function LoginPage({ externalSignIn }: { externalSignIn?: ReactNode }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const login = useLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [challenge, setChallenge] = useState<LoginChallenge['twoFactor'] | null>(null)
  // Spec 001 §7 "language added": only a language chosen by hand on this page becomes the
  // account's; the one guessed from the browser must not overwrite the account's own.
  const [chosenLanguage, setChosenLanguage] = useState<Language | undefined>(undefined)
  const [expired, setExpired] = useState<unknown>(null)
  // While the browser solves a proof-of-work (docs/security.md): the share done, else null.
  const [work, setWork] = useState<number | null>(null)
  const working = useRef<AbortController | null>(null)
  useEffect(() => () => working.current?.abort(), [])

  /** An account or address under attack: solve the server's challenge, then try again once. */
  const proveAndResend = (body: Extract<LoginBody, { email: string }>, details: unknown) => {
    if (!isProofOfWorkChallenge(details) || body.proofOfWork) return false
    const controller = new AbortController()
    working.current = controller
    login.reset()
    setWork(0)
    solveInBrowser(details, setWork, controller.signal).then(
      (nonce) => {
        setWork(null)
        send({ ...body, proofOfWork: { challenge: details.challenge, nonce } })
      },
      () => setWork(null),
    )
    return true
  }

  const send = (body: LoginBody) => {
    setExpired(null)
    login.mutate(chosenLanguage ? { ...body, language: chosenLanguage } : body, {
      onSuccess: (answer) => {
        if (isLoginChallenge(answer)) {
          setChallenge(answer.twoFactor)
          login.reset()
          return
        }
        void navigate(safeRedirect(null), { replace: true })
      },
      onError: (error) => {
        if (
          error instanceof ApiError &&
          error.errorCode === 'PROOF_OF_WORK_REQUIRED' &&
          'email' in body &&
          proveAndResend(body, error.details)
        )
          return
        // The second step is gone (expired, used, too many wrong codes): start again.
        if (error instanceof ApiError && error.errorCode === 'TWO_FACTOR_CHALLENGE_EXPIRED') {
          setChallenge(null)
          setPassword('')
          setExpired(error)
          login.reset()
        }
      },
    })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ email: email.trim(), password })
  }

  const shownError = expired ?? login.error

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {t('app.name')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('login.subtitle')}
          </Typography>
          {challenge ? (
            <SecondStep
              challenge={challenge}
              pending={login.isPending}
              error={login.error ? errorText(login.error) : null}
              onVerify={(key, recovery) =>
                send({
                  challengeToken: challenge.challengeToken,
                  key,
                  method: recovery ? 'recovery' : challenge.method,
                })
              }
              onChooseMethod={(method: TwoFactorMode) =>
                send({ challengeToken: challenge.challengeToken, chooseMethod: method })
              }
              onBack={() => {
                setChallenge(null)
                setPassword('')
                login.reset()
              }}
            />
          ) : (
            <>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('login.title')}
              </Typography>
              <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('login.title')}>
                {shownError ? <Alert severity="error">{errorText(shownError)}</Alert> : null}
                {work !== null ? (
                  <Alert severity="info" role="status">
                    {t('login.proofOfWork', { percent: Math.min(99, Math.round(work * 100)) })}
                    <LinearProgress
                      variant="determinate"
                      value={Math.min(99, work * 100)}
                      aria-label={t('login.proofOfWorkProgress')}
                      sx={{ mt: 1 }}
                    />
                  </Alert>
                ) : null}
                <TextField
                  label={t('login.email')}
                  type="email"
                  autoComplete="username"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  required
                  autoFocus
                  fullWidth
                />
                <TextField
                  label={t('login.password')}
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                  fullWidth
                />
                <Link
                  component={RouterLink}
                  to="/password/forgot"
                  variant="body2"
                  sx={{ alignSelf: 'flex-end' }}
                >
                  {t('login.forgotPassword')}
                </Link>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={login.isPending || work !== null}
                >
                  {login.isPending || work !== null ? t('login.submitting') : t('login.submit')}
                </Button>
                {externalSignIn}
                <DemoAccounts pending={login.isPending} onSignIn={(code) => send({ fixturesCode: code })} />
                <TextField
                  select
                  label={t('language.label')}
                  value={currentLanguage()}
                  onChange={(e) => {
                    const language = parseLanguage(e.target.value)
                    if (!language) return
                    setChosenLanguage(language)
                    void setLanguage(language, { remember: true })
                  }}
                  slotProps={{ select: { native: true } }}
                  size="small"
                >
                  {languages.map((l) => (
                    <option key={l} value={l}>
                      {languageNames[l]}
                    </option>
                  ))}
                </TextField>
              </Stack>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  )
}
