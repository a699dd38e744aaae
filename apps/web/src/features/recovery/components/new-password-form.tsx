import { useState, type FormEvent, type ReactNode } from 'react'
import { Button, Stack, TextField } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { passwordMinLength } from '@nido/domain/contracts/recovery'
import '../i18n'

// A new password typed twice, with the server's minimum length: the reset and the activation
// pages (docs/mail-and-recovery.md).
export function NewPasswordForm(props: {
  label: string
  submitLabel: string
  pending: boolean
  /** Shown above the fields (the server's refusal). */
  alert?: ReactNode
  onSubmit: (password: string) => void
}) {
  const { t } = useTranslation('recovery')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [touched, setTouched] = useState(false)

  const tooShort = password.length < passwordMinLength
  const mismatch = password !== confirm
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setTouched(true)
    if (tooShort || mismatch) return
    props.onSubmit(password)
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={props.label}>
      {props.alert}
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
      <Button type="submit" variant="contained" size="large" disabled={props.pending}>
        {props.submitLabel}
      </Button>
    </Stack>
  )
}
