import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  open: boolean
  title: string
  text: string
  /** The destructive action's label ("Delete", "Leave", "Revoke"). */
  confirm: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** Confirmation before a destructive action, shared by every feature (delete, leave, block, revoke). */
export function ConfirmDialog({ open, title, text, confirm, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
