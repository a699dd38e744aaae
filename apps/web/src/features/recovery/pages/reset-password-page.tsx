import { Alert, Button, Link, Stack } from '@mui/material'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/ui/error-text'
import { NewPasswordForm } from '../components/new-password-form'
import { PublicCard } from '../components/public-card'
import { useResetPassword } from '../queries'
import '../i18n'

// Spec 000 §7 password reset: the link's token and a new password (the same minimum length as
// the server's contract). The account's other sessions end; then the user signs in.
export default function ResetPasswordPage() {
  const { t } = useTranslation('recovery')
  const errorText = useErrorText()
  const [params] = useSearchParams()
  const token = params.get('token')
  const reset = useResetPassword()

  if (!token)
    return (
      <PublicCard title={t('reset.title')}>
        <Stack spacing={2}>
          <Alert severity="error">{t('reset.noToken')}</Alert>
          <Link component={RouterLink} to="/password/forgot">
            {t('reset.askAgain')}
          </Link>
        </Stack>
      </PublicCard>
    )

  if (reset.isSuccess)
    return (
      <PublicCard title={t('reset.title')}>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('reset.done')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('reset.signIn')}
          </Button>
        </Stack>
      </PublicCard>
    )

  return (
    <PublicCard title={t('reset.title')}>
      <NewPasswordForm
        label={t('reset.title')}
        submitLabel={t('reset.submit')}
        pending={reset.isPending}
        onSubmit={(password) => reset.mutate({ token, password })}
        alert={
          reset.error && (
            <Alert severity="error">
              {errorText(reset.error)}{' '}
              <Link component={RouterLink} to="/password/forgot">
                {t('reset.askAgain')}
              </Link>
            </Alert>
          )
        }
      />
    </PublicCard>
  )
}
