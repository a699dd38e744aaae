import { Alert, Button, Link, Stack, Typography } from '@mui/material'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/ui/error-text'
import { PublicCard } from '../components/public-card'
import { useForceLogin } from '../queries'
import '../i18n'

// Spec 000 §2 /force-login?token=: a single-use sign-in link. The visitor confirms with a click
// instead of the page spending the token on load, because mail security scanners open links
// (some run scripts) and would use up the link before its owner does.
export default function ForceLoginPage() {
  const { t } = useTranslation('recovery')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const signIn = useForceLogin()

  return (
    <PublicCard title={t('forceLogin.title')}>
      <Stack spacing={2}>
        {!token ? (
          <Alert severity="error">{t('reset.noToken')}</Alert>
        ) : (
          <Typography color="text.secondary">{t('forceLogin.intro')}</Typography>
        )}
        {signIn.error && <Alert severity="error">{errorText(signIn.error)}</Alert>}
        {token && (
          <Button
            variant="contained"
            size="large"
            disabled={signIn.isPending}
            onClick={() => signIn.mutate(token, { onSuccess: () => void navigate('/', { replace: true }) })}
          >
            {signIn.isPending ? t('forceLogin.working') : t('forceLogin.submit')}
          </Button>
        )}
        {(signIn.isError || !token) && (
          <Link component={RouterLink} to="/password/forgot">
            {t('reset.askAgain')}
          </Link>
        )}
      </Stack>
    </PublicCard>
  )
}
