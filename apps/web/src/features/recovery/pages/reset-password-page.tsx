import { useState, type FormEvent } from 'react'
import { Alert, Button, Link, Stack, TextField } from '@mui/material'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { passwordMinLength } from '@nido/domain/contracts/recovery'
import { useErrorText } from '@/ui/error-text'
import { PublicCard } from '../components/public-card'
import { useResetPassword } from '../queries'
import '../i18n'

// Spec 000 §7 password reset: the link's token and a new password (the same minimum length as
// the server's contract). The account's other sessions end; then the user signs in.
export default function ResetPasswordPage() {
  const { t } = useTranslation('recovery')
  const errorText = useErrorText()
  const [params] = useSearchParams()
  const token = params.get('token')
  const reset = useResetPassword()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState(false)

  const tooShort = password.length < passwordMinLength
  const mismatch = password !== confirm
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTouched(true)
    if (!token || tooShort || mismatch) return
    reset.mutate({ token, password })
  }

  if (!token)
    return (
      <PublicCard title={t('reset.title')}>
        <Stack spacing={2}>
          <Alert severity="error">{t('reset.noToken')}</Alert>
          <Link component={RouterLink} to="/password/forgot">
            {t('reset.askAgain')}
          </Link>
        </Stack>
      </PublicCard>
    )

  if (reset.isSuccess)
    return (
      <PublicCard title={t('reset.title')}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('reset.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('reset.signIn')}
          </Button>
        </Stack>
      </PublicCard>
    )

  return (
    <PublicCard title={t('reset.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('reset.title')}>
        {reset.error && (
          <Alert severity="error">
            {errorText(reset.error)}{' '}
            <Link component={RouterLink} to="/password/forgot">
              {t('reset.askAgain')}
            </Link>
          </Alert>
        )}
        <TextField
          label={t('reset.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && tooShort}
          helperText={
            touched && tooShort
              ? t('reset.tooShort', { min: passwordMinLength })
              : t('reset.hint', { min: passwordMinLength })
          }
          required
          autoFocus
          fullWidth
        />
        <TextField
          label={t('reset.confirm')}
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={touched && !tooShort && mismatch}
          helperText={touched && !tooShort && mismatch ? t('reset.mismatch') : ' '}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </PublicCard>
  )
}
