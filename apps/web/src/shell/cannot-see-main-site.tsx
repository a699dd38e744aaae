import { Box, Button, Typography } from '@mui/material'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { AdminWayIn } from './admin-way-in'

/**
 * Spec 000 §2 cannot-see-main-site layout: a short message and a way out; a super or group admin
 * is told what they can do and given the way to the administration (docs/administration.md).
 */
export function CannotSeeMainSite() {
  const { t } = useTranslation('shell')
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 12, px: 3, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {t('cannotSeeMainSite')}
      </Typography>
      <AdminWayIn />
      <Box>
        <Button component={RouterLink} to="/logout" variant="outlined">
          {t('fallbacks.logout')}
        </Button>
      </Box>
    </Box>
  )
}
