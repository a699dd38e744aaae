import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useTranslation } from 'react-i18next'
import '../i18n'

/** Confirmation before an album is deleted (it cannot be undone). */
export function ConfirmDelete({
  open,
  title,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean
  title: string
  pending: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const { t } = useTranslation('galleries')
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="album-delete-title"
      aria-describedby="album-delete-text"
    >
      <DialogTitle id="album-delete-title">{t('delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="album-delete-text">{t('delete.text', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('actions.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={pending}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
