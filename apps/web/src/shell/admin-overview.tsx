import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material'
import { Link as RouterLink, useOutletContext } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { visibleAdminMenu, type AdminOutletContext } from './admin-menu'

/** /admin: what the administration holds, one card per page the admin may open. */
export default function AdminOverview() {
  const { builtRoutes } = useOutletContext<AdminOutletContext>()
  const { t } = useTranslation('shell')
  const me = useSignedInMe()
  const entries = visibleAdminMenu(me.meta.userPermission.profileType, builtRoutes).filter(
    (e) => e.descriptionKey,
  )
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('admin.overview.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(
          me.meta.userPermission.profileType === 'SUPER_ADMIN'
            ? 'admin.overview.superAdmin'
            : 'admin.overview.groupAdmin',
        )}
      </Typography>
      <Grid container spacing={2}>
        {entries.map((e) => (
          <Grid key={e.path} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={e.path} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t(e.labelKey)}
                  </Typography>
                  <Typography color="text.secondary">{e.descriptionKey && t(e.descriptionKey)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}
