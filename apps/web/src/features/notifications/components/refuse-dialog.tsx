import { useState } from 'react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import '../i18n'

interface Props {
  open: boolean
  busy: boolean
  onRefuse: (reason: string) => void
  onClose: () => void
}

/** A moderator refuses with a reason the author sees. */
export function RefuseDialog({ open, busy, onRefuse, onClose }: Props) {
  const { t } = useTranslation('notifications')
  const [reason, setReason] = useState('')
  const empty = reason.trim() === ''
  // STYLE habit 13: a written reason is not thrown away by a stray Escape (docs/forms.md).
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(!empty && !busy, onClose)
  return (
    <Dialog open={open} onClose={requestClose} fullWidth maxWidth="xs" aria-labelledby="posts-refuse-title">
      <DialogTitle id="posts-refuse-title">{t('moderation.refuseTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('moderation.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('common.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={empty || busy}
          onClick={() => onRefuse(reason.trim())}
        >
          {t('moderation.refuse')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
