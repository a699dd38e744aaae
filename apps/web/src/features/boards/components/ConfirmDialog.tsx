import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

interface Props {
  open: boolean
  title: string
  text: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Confirmation before deleting a folder or a poll. */
export function ConfirmDialog({ open, title, text, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation('boards')
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="boards-confirm-title">
      <DialogTitle id="boards-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
