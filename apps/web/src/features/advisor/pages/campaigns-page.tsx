import { Box, Button, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInMe } from '@/session/session'
import { CampaignList } from '../components/campaign-list'
import '../i18n'

// Spec 000 §2 /advisor/campaigns (docs/advisor.md "Pages"): the campaigns in scope, newest first.

export default function CampaignsPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  const create = (
    <Button component={RouterLink} to="/advisor/campaigns/new" variant="contained" startIcon={<AddIcon />}>
      {t('campaigns.create')}
    </Button>
  )
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('campaigns.title')}
        </Typography>
        {!me.user.observer && create}
      </Box>
      <CampaignList userId={me.user.id} linkTo={(c) => `/advisor/campaigns/${c.id}`} />
    </Box>
  )
}
