import { Alert, AlertTitle, Link } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useErrorText } from './error-text'

// Spec 001 §2 inline error block: a title, an optional reason, and either a link home or a retry
// link (spec 001 §8: "go to homepage", "click here to retry"). Given the failure itself (`error`),
// the reason is its text as spec 000 §8 words it.
export function ErrorBlock({
  title,
  reason,
  error,
  onRetry,
}: {
  title: string
  reason?: string
  error?: unknown
  onRetry?: () => void
}) {
  const { t } = useTranslation('session')
  const errorText = useErrorText()
  const shown = reason ?? (error === undefined ? undefined : errorText(error))
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{title}</AlertTitle>
      {shown && <div>{shown}</div>}
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
