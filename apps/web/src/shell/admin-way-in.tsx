import { Button, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { meQuery } from '@/session/session'
import { isAdminProfile } from './admin-menu'

/**
 * For a super or group admin who lands on the main site (spec 000 §6: not a main-site role): what
 * they can do instead, and the way to the administration. Nothing for anyone else.
 */
export function AdminWayIn() {
  const { t } = useTranslation('shell')
  const { data: me } = useQuery(meQuery)
  if (!me || !isAdminProfile(me.meta.userPermission.profileType)) return null
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(
          me.meta.userPermission.profileType === 'SUPER_ADMIN'
            ? 'admin.wayIn.superAdmin'
            : 'admin.wayIn.groupAdmin',
        )}
      </Typography>
      <Button component={RouterLink} to="/admin" variant="contained" sx={{ mb: 2 }}>
        {t('admin.wayIn.open')}
      </Button>
    </>
  )
}
