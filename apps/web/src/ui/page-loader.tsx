import { Box, CircularProgress } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** Shown while a page's code or its first data loads. */
export function PageLoader() {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  )
}
