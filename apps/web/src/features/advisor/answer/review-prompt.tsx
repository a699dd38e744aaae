import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
} from '@mui/material'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import './i18n'

// Spec 001 §2 rating prompt: thank-you text, reasons for rating, a 'yes rate' button opening the
// external reviews page in a new tab, a 'no' link that closes. Spec 000 §9: max width 500.

interface Props {
  url: string
  onRate: () => void
  onClose: () => void
}

export function ReviewPrompt({ url, onRate, onClose }: Props) {
  const { t } = useTranslation('advisorAnswer')
  const id = useId()
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby={id}
    >
      <DialogTitle id={id}>{t('review.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('review.text')}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{t('review.reasons')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Link component="button" type="button" onClick={onClose} sx={{ mr: 'auto', ml: 1 }}>
          {t('review.no')}
        </Link>
        <Button
          variant="contained"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon aria-hidden />}
          onClick={onRate}
        >
          {t('review.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
