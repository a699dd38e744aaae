import { useEffect, useRef } from 'react'
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/ui/error-text'
import { PublicCard } from '../components/public-card'
import { useValidateEmail } from '../queries'
import '../i18n'

// Spec 000 §2 /validate-email?token=: opening the link confirms the address (spec 001 §3
// email_validated_at). Sent once per visit: the token is single-use.
export default function ValidateEmailPage() {
  const { t } = useTranslation('recovery')
  const errorText = useErrorText()
  const [params] = useSearchParams()
  const token = params.get('token')
  const validate = useValidateEmail()
  const sent = useRef(false)
  const { mutate } = validate

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    mutate(token)
  }, [token, mutate])

  return (
    <PublicCard title={t('validate.title')}>
      <Stack spacing={2}>
        {!token && <Alert severity="error">{t('reset.noToken')}</Alert>}
        {validate.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-label={t('validate.working')} />
            <Typography>{t('validate.working')}</Typography>
          </Stack>
        )}
        {validate.isSuccess && (
          <Alert severity="success" role="status">
            {t('validate.done')}
          </Alert>
        )}
        {validate.error && <Alert severity="error">{errorText(validate.error)}</Alert>}
        {(validate.isSuccess || validate.isError || !token) && (
          <Button component={RouterLink} to="/" variant="contained">
            {t('validate.continue')}
          </Button>
        )}
        {validate.isError && (
          <Link component={RouterLink} to="/account">
            {t('validate.resend')}
          </Link>
        )}
      </Stack>
    </PublicCard>
  )
}
