import { Alert, AlertTitle, Link } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'

// Spec 001 §2 inline error block: a title, an optional reason, and either a link home or a retry
// link (spec 001 §8: "go to homepage", "click here to retry").
export function ErrorBlock({
  title,
  reason,
  onRetry,
}: {
  title: string
  reason?: string
  onRetry?: () => void
}) {
  const { t } = useTranslation('session')
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{title}</AlertTitle>
      {reason && <div>{reason}</div>}
      {onRetry ? (
        <Link component="button" type="button" onClick={onRetry} sx={{ verticalAlign: 'baseline' }}>
          {t('errorBlock.retry')}
        </Link>
      ) : (
        <Link component={RouterLink} to="/">
          {t('errorBlock.home')}
        </Link>
      )}
    </Alert>
  )
}
