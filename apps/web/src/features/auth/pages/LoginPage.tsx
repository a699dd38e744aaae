import type { ReactNode } from 'react'
import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { languages, parseLanguage } from '@nido/domain/i18n/languages'
import { currentLanguage, languageNames, setLanguage } from '@/i18n/index'
import { useLogin } from '@/session/session'
import { safeRedirect } from '@/session/redirect'
import { useErrorText } from '@/ui/error-text'

// Spec 000 §7 Auth: standard sign-in with e-mail and password; the language goes with it.
/** `externalSignIn`: the external-identity buttons, composed in app/pages/LoginRoute.tsx. */
export default function LoginPage({ externalSignIn }: { externalSignIn?: ReactNode }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const login = useLogin()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    login.mutate(
      { email: email.trim(), password, language: currentLanguage() },
      { onSuccess: () => void navigate(safeRedirect(null), { replace: true }) },
    )
  }

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
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('login.title')}
          </Typography>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('login.title')}>
            {login.error && <Alert severity="error">{errorText(login.error)}</Alert>}
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
            <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
              {login.isPending ? t('login.submitting') : t('login.submit')}
            </Button>
            {externalSignIn}
            <TextField
              select
              label={t('language.label')}
              value={currentLanguage()}
              onChange={(e) => {
                const language = parseLanguage(e.target.value)
                if (language) setLanguage(language, { remember: true })
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
        </CardContent>
      </Card>
    </Box>
  )
}
