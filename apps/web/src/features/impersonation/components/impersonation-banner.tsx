import { Alert, Button } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { meQuery, useLogout } from '@/session/session'
import '../i18n'

// A session opened with an admin token says so on every page of the shell, with
// the way out: stopping ends the impersonated session and goes back to sign-in.
export function ImpersonationBanner() {
  const { t } = useTranslation('impersonation')
  const { data: me } = useQuery(meQuery)
  const logout = useLogout()
  if (!me?.impersonatorId) return null
  return (
    <Alert
      severity="warning"
      variant="filled"
      role="status"
      aria-label={t('banner.label')}
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" disabled={logout.isPending} onClick={() => logout.mutate(me)}>
          {t('banner.stop')}
        </Button>
      }
    >
      {t('banner.text', { name: `${me.user.firstname} ${me.user.lastname}` })}
    </Alert>
  )
}
