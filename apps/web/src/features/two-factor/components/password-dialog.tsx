import { useState, type FormEvent } from 'react'
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

// Turning two-factor off (and renewing recovery codes) needs the password; the
// dialog is also the confirmation before that destructive change.
export interface PasswordDialogProps {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  pending: boolean
  error: string | null
  onConfirm: (password: string) => void
  onClose: () => void
}

export function PasswordDialog({
  open,
  title,
  text,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: PasswordDialogProps) {
  const { t } = useTranslation('twoFactor')
  const [password, setPassword] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (password) onConfirm(password)
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="two-factor-password-title"
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setPassword('') } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="two-factor-password-title">{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={pending || !password}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
