import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { advisorChannels, type AdvisorChannel } from '@nido/domain/contracts/advisor'
import { toBcp47 } from '@nido/domain/i18n/languages'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { advisorScopeQuery, campaignsQuery } from '../queries'
import { historyQuery, type HistoryFilters } from './queries'
import { ReplySetCard } from './reply-set-card'
import './i18n'

// Spec 000 §2 /advisor/history (docs/advisor.md "History", decision 0068): the answers received in
// the actor's schools, newest first, one card per person and campaign. The filters live in the
// address, so a filtered history can be shared or reloaded.

export default function HistoryPage() {
  const { t } = useTranslation('advisorHistory')
  const me = useSignedInMe()
  const [search, setSearch] = useSearchParams()
  const filters: HistoryFilters = {
    ...(search.get('schoolId') ? { schoolId: search.get('schoolId')! } : {}),
    ...(search.get('campaignId') ? { campaignId: search.get('campaignId')! } : {}),
    ...(advisorChannels.includes(search.get('channel') as AdvisorChannel)
      ? { channel: search.get('channel') as AdvisorChannel }
      : {}),
  }
  const setFilter = (name: keyof HistoryFilters, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Stack spacing={2}>
        <Filters userId={me.user.id} filters={filters} onChange={setFilter} />
        <Sets userId={me.user.id} filters={filters} />
      </Stack>
    </Box>
  )
}

function Filters({
  userId,
  filters,
  onChange,
}: {
  userId: string
  filters: HistoryFilters
  onChange: (name: keyof HistoryFilters, value: string) => void
}) {
  const { t } = useTranslation('advisorHistory')
  const scope = useQuery(advisorScopeQuery(userId))
  const campaigns = useInfiniteQuery(campaignsQuery(userId))
  const campaignList = (campaigns.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (c) => c.status !== 'draft',
  )
  return (
    <Paper variant="outlined" component="section" aria-labelledby="advisor-history-filters" sx={{ p: 2 }}>
      <Typography id="advisor-history-filters" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('filters')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <FilterSelect
          label={t('school')}
          value={filters.schoolId}
          width={200}
          options={(scope.data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(v) => onChange('schoolId', v)}
        />
        <FilterSelect
          label={t('campaign')}
          value={filters.campaignId}
          width={240}
          options={campaignList.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => onChange('campaignId', v)}
        />
        <FilterSelect
          label={t('channel')}
          value={filters.channel}
          width={180}
          options={advisorChannels.map((c) => ({ value: c, label: t(`channels.${c}`) }))}
          onChange={(v) => onChange('channel', v)}
        />
      </Box>
    </Paper>
  )
}

/** One filter: "All" (empty) first, then its options. */
function FilterSelect({
  label,
  value,
  width,
  options,
  onChange,
}: {
  label: string
  value: string | undefined
  width: number
  options: ReadonlyArray<{ value: string; label: string }>
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('advisorHistory')
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      sx={{ minWidth: width }}
      onChange={(e) => onChange(e.target.value)}
    >
      <MenuItem value="">{t('all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

function Sets({ userId, filters }: { userId: string; filters: HistoryFilters }) {
  const { t } = useTranslation('advisorHistory')
  const language = currentLanguage()
  const history = useInfiniteQuery(historyQuery(userId, filters))
  if (history.isPending) return <CircularProgress aria-label={t('loading')} />
  if (history.isError)
    return <ErrorBlock title={t('loadFailed')} error={history.error} onRetry={() => void history.refetch()} />
  const first = history.data.pages[0]!
  const items = history.data.pages.flatMap((p) => p.items)
  return (
    <Box component="section" aria-labelledby="advisor-history-sets">
      <Typography id="advisor-history-sets" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sets')}
      </Typography>
      {first.withheld.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('withheld', {
            count: first.withheld.length,
            names: new Intl.ListFormat(toBcp47(language), { type: 'conjunction' }).format(
              first.withheld.map((c) => t('quoted', { text: c.name })),
            ),
            threshold: first.anonymityThreshold,
          })}
        </Alert>
      )}
      {items.length === 0 ? (
        <EmptyState compact text={t('empty')} />
      ) : (
        <Stack
          component="ul"
          aria-labelledby="advisor-history-sets"
          spacing={2}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((item) => (
            <ReplySetCard key={item.id} item={item} language={language} />
          ))}
        </Stack>
      )}
      {history.hasNextPage && (
        <Button
          sx={{ mt: 1 }}
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
    </Box>
  )
}
