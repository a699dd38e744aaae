import { useState, type FormEvent } from 'react'
import {
  Alert,
  Button,
  Link,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { LoginChallenge } from '@nido/domain/contracts/auth'
import type { TwoFactorMode } from '@nido/domain/enums/security'

// The second sign-in step. The key of the current method (authenticator app or
// e-mail code), another method when several are on ("choose method"), or a recovery code.
export interface SecondStepProps {
  challenge: LoginChallenge['twoFactor']
  pending: boolean
  error: string | null
  onVerify: (key: string, recovery: boolean) => void
  onChooseMethod: (method: TwoFactorMode) => void
  onBack: () => void
}

export function SecondStep({ challenge, pending, error, onVerify, onChooseMethod, onBack }: SecondStepProps) {
  const { t } = useTranslation()
  const [key, setKey] = useState('')
  const [recovery, setRecovery] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (key.trim()) onVerify(key.trim(), recovery)
  }
  const prompt = recovery
    ? t('login.secondStep.recoveryPrompt')
    : challenge.method === 'email'
      ? t('login.secondStep.emailPrompt', { email: challenge.emailSentTo ?? '' })
      : t('login.secondStep.totpPrompt')

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('login.secondStep.title')}>
      <Typography variant="h5" component="h2">
        {t('login.secondStep.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Typography color="text.secondary">{prompt}</Typography>
      {!recovery && challenge.methods.length > 1 && (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={challenge.method}
          aria-label={t('login.secondStep.chooseMethod')}
          onChange={(_e, value: TwoFactorMode | null) => {
            if (value && value !== challenge.method) {
              setKey('')
              onChooseMethod(value)
            }
          }}
        >
          {challenge.methods.map((m) => (
            <ToggleButton key={m} value={m} disabled={pending}>
              {t(`login.secondStep.methods.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <TextField
        key={recovery ? 'recovery' : challenge.method}
        label={recovery ? t('login.secondStep.recoveryCode') : t('login.secondStep.code')}
        value={key}
        onChange={(e) => setKey(e.target.value)}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        slotProps={{ htmlInput: recovery ? { spellCheck: false } : { inputMode: 'numeric', maxLength: 7 } }}
        required
        autoFocus
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={pending || !key.trim()}>
        {pending ? t('login.secondStep.verifying') : t('login.secondStep.verify')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link
          component="button"
          type="button"
          onClick={() => {
            setKey('')
            setRecovery(!recovery)
          }}
        >
          {recovery ? t('login.secondStep.useCode') : t('login.secondStep.useRecovery')}
        </Link>
        <Link component="button" type="button" onClick={onBack}>
          {t('login.secondStep.back')}
        </Link>
      </Stack>
    </Stack>
  )
}
