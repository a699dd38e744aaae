import type { ReactNode } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'

// The frame of the pages reached from an e-mail or before sign-in, like the sign-in page's.
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
            {t('app.name')}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
