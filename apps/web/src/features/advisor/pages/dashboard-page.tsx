import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AdvisorCampaignListItem } from '@nido/domain/contracts/advisor'
import type { Language } from '@nido/domain/i18n/languages'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { campaignDates, StatusChip } from '../components/campaign-list'
import { formatAverage, formatNps, formatPercent } from '../format'
import { campaignsQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/dashboard, where the application switcher sends advisor mode: the newest
// campaigns in scope with their status, response rate, NPS and average at a glance. The list
// brings each campaign's summary (decision 0059), the figures of its unfiltered report, so a page
// of cards is one request and no card asks for a report.

export default function DashboardPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  const query = useInfiniteQuery(campaignsQuery(me.user.id, { withSummary: true }))
  const campaigns = query.data?.pages.flatMap((p) => p.items) ?? []
  const create = me.user.observer ? undefined : (
    <Button component={RouterLink} to="/advisor/campaigns/new" variant="contained" startIcon={<AddIcon />}>
      {t('dashboard.create')}
    </Button>
  )
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('dashboard.title')}
        </Typography>
        {campaigns.length > 0 && create}
      </Box>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : campaigns.length === 0 ? (
        <EmptyState text={t('dashboard.empty')} action={create} />
      ) : (
        <>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
            }}
          >
            {campaigns.map((c) => (
              <li key={c.id}>
                <CampaignCard campaign={c} language={currentLanguage()} />
              </li>
            ))}
          </Box>
          {query.hasNextPage && (
            <Button
              sx={{ mt: 2 }}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('more')}
            </Button>
          )}
        </>
      )}
    </Box>
  )
}

function CampaignCard({ campaign, language }: { campaign: AdvisorCampaignListItem; language: Language }) {
  const { t } = useTranslation('advisor')
  const tt = t as unknown as (key: string, o: object) => string
  const none = t('none')
  const s = campaign.summary
  const figures: [string, string][] = s?.visible
    ? [
        [t('dashboard.responseRate'), formatPercent(s.responseRate, language) ?? none],
        [t('dashboard.nps'), formatNps(s.nps, language) ?? none],
        [t('dashboard.average'), formatAverage(s.average, language) ?? none],
        [t('dashboard.repliers'), String(s.repliersCount)],
      ]
    : []
  const id = `campaign-${campaign.id}`
  return (
    <Card variant="outlined" component="article" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            <Link
              component={RouterLink}
              to={`/advisor/campaigns/${campaign.id}`}
              underline="hover"
              color="inherit"
            >
              {campaign.name}
            </Link>
          </Typography>
          <StatusChip status={campaign.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {campaignDates(campaign, language, tt)}
        </Typography>
        {campaign.status === 'draft' || !s ? null : !s.visible ? (
          <Typography variant="body2">{t('dashboard.hidden')}</Typography>
        ) : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0 }}>
            {figures.map(([label, value]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </div>
            ))}
          </Box>
        )}
      </CardContent>
      {campaign.status !== 'draft' && (
        <CardActions>
          <Button
            component={RouterLink}
            to={`/advisor/reports/${campaign.id}`}
            aria-label={t('dashboard.report', { name: campaign.name })}
          >
            {t('campaign.report')}
          </Button>
        </CardActions>
      )}
    </Card>
  )
}
