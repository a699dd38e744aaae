import { Box, Button, Typography } from '@mui/material'
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'

// Spec 000 §2 error page: a 404 shows page-not-found, anything else something-went-wrong,
// each with a link home.
export function RouteError() {
  const error = useRouteError()
  return <ErrorMessage notFound={isRouteErrorResponse(error) && error.status === 404} />
}

export function ErrorMessage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation()
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', mt: 12, px: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {notFound ? t('errorPage.notFound') : t('errorPage.generic')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {notFound ? t('errorPage.notFoundDetails') : t('errorPage.genericDetails')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('errorPage.home')}
      </Button>
    </Box>
  )
}
