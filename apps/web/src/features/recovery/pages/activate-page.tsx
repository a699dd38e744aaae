import { Alert, Stack, Typography } from '@mui/material'
import { useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/ui/error-text'
import { NewPasswordForm } from '../components/new-password-form'
import { PublicCard } from '../components/public-card'
import { useActivate } from '../queries'
import '../i18n'

// The activation mail's link (docs/mail-and-recovery.md "Account activation"): a person the
// school created chooses a first password and is signed in. A dead link asks the school again,
// since the person has no password to reset yet.
export default function ActivatePage() {
  const { t } = useTranslation('recovery')
  const errorText = useErrorText()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const token = params.get('token')
  const activate = useActivate()

  if (!token)
    return (
      <PublicCard title={t('activate.title')}>
        <Alert severity="error">{t('activate.noToken')}</Alert>
      </PublicCard>
    )

  return (
    <PublicCard title={t('activate.title')}>
      <Stack spacing={2}>
        <Typography>{t('activate.intro')}</Typography>
        <NewPasswordForm
          label={t('activate.title')}
          submitLabel={t('activate.submit')}
          pending={activate.isPending}
          onSubmit={(password) =>
            activate.mutate({ token, password }, { onSuccess: () => void navigate('/', { replace: true }) })
          }
          alert={
            activate.error && (
              <Alert severity="error">
                {errorText(activate.error)} {t('activate.askSchool')}
              </Alert>
            )
          }
        />
      </Stack>
    </PublicCard>
  )
}
