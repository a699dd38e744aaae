import type { ReactNode } from 'react'
import { Box, Button, Typography } from '@mui/material'
import { Link as RouterLink, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { MainSiteFallback } from '@nido/domain/access/shell/main-site'
import { AdminWayIn } from './admin-way-in'

const fallbacks = [
  'empty-account',
  'account-unauthorized',
  'no-page-accessible',
] as const satisfies MainSiteFallback[]

/**
 * Spec 000 §2 fallbacks: why the main site is closed to this account, and a way to sign out; an
 * administrator without a school may impersonate someone (`impersonateForm`, from app/pages/fallback-route.tsx).
 */
export default function FallbackPage({ impersonateForm }: { impersonateForm?: ReactNode }) {
  const { t } = useTranslation('shell')
  const { pathname } = useLocation()
  const which = fallbacks.find((f) => pathname.endsWith(`/${f}`)) ?? 'no-page-accessible'
  return (
    <Box component="main" sx={{ maxWidth: 560, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(`fallbacks.${which}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`fallbacks.${which}.details`)}
      </Typography>
      {which === 'account-unauthorized' && <AdminWayIn />}
      {which === 'account-unauthorized' && impersonateForm}
      <Button component={RouterLink} to="/logout" variant="contained">
        {t('fallbacks.logout')}
      </Button>
    </Box>
  )
}
