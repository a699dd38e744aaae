import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

interface Props {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Confirmation before a destructive action (deleting a post or a panel item). */
export function ConfirmDialog({ open, title, text, confirmLabel, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation('posts')
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="posts-confirm-title">
      <DialogTitle id="posts-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
