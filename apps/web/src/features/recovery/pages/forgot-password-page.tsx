import { useState, type FormEvent } from 'react'
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/i18n/index'
import { useErrorText } from '@/ui/error-text'
import { PublicCard } from '../components/public-card'
import { useAskReset, useAskSignInLink } from '../queries'
import '../i18n'

// Spec 000 §7 password ask-reset, and the "e-mail me a sign-in link" of /force-login. The answer
// is the same whether or not the address has an account (no user enumeration).
export default function ForgotPasswordPage() {
  const { t } = useTranslation('recovery')
  const errorText = useErrorText()
  const askReset = useAskReset()
  const askLink = useAskSignInLink()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const pending = askReset.isPending || askLink.isPending
  const error = askReset.error ?? askLink.error

  const send = (which: 'reset' | 'link') => {
    const body = { email: email.trim(), language: currentLanguage() }
    const mutation = which === 'reset' ? askReset : askLink
    askReset.reset()
    askLink.reset()
    mutation.mutate(body, { onSuccess: () => setSentTo(body.email) })
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send('reset')
  }

  return (
    <PublicCard title={t('forgot.title')}>
      <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('forgot.title')}>
        <Typography color="text.secondary">{t('forgot.intro')}</Typography>
        {sentTo && (
          <Alert severity="success" role="status">
            {t('forgot.sent', { email: sentTo })}
          </Alert>
        )}
        {error && <Alert severity="error">{errorText(error)}</Alert>}
        <TextField
          label={t('forgot.email')}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          autoFocus
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={pending || !email.trim()}>
          {t('forgot.sendReset')}
        </Button>
        <Button variant="outlined" disabled={pending || !email.trim()} onClick={() => send('link')}>
          {t('forgot.sendSignInLink')}
        </Button>
        <Link component={RouterLink} to="/login">
          {t('forgot.backToLogin')}
        </Link>
      </Stack>
    </PublicCard>
  )
}
