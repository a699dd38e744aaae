import { Box, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { CampaignList } from '../components/campaign-list'
import '../i18n'

// Spec 000 §2 /advisor/reports: the campaigns to open a report of.

export default function ReportsPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('reports.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.pick')}
      </Typography>
      <CampaignList userId={me.user.id} linkTo={(c) => `/advisor/reports/${c.id}`} />
    </Box>
  )
}
