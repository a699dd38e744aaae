import { lazy, Suspense, useState } from 'react'
import { isAnswered } from '@nido/domain/advisor/scores'
import {
  Box,
  Button,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import DownloadIcon from '@mui/icons-material/Download'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useParams, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import {
  advisorGranularities,
  type AdvisorCampaign,
  type AdvisorGranularity,
  type AdvisorReport,
} from '@nido/domain/contracts/advisor'
import type { Language } from '@nido/domain/i18n/languages'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { AdvisorPage } from '../components/advisor-page'
import { HiddenNotice, ReportFigures } from '../components/report-figures'
import { formatAverage, formatDay, formatNps } from '../format'
import {
  advisorScopeQuery,
  campaignQuery,
  commentsExportHref,
  commentsQuery,
  reportQuery,
  sectorsQuery,
} from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/reports/{id} (docs/advisor.md "Pages"): a campaign's report, filtered by
// school, section, sector and dates, by day, week or month. The charts are a lazy chunk of their
// own (MUI X Charts), loaded only here.

const ReportCharts = lazy(() => import('../components/report-charts'))

interface Filters {
  schoolId: string
  sectionId: string
  sectorId: string
  from: string
  to: string
  granularity: AdvisorGranularity
}

const noFilters: Filters = {
  schoolId: '',
  sectionId: '',
  sectorId: '',
  from: '',
  to: '',
  granularity: 'week',
}

/** The filters the API takes: empty ones left out. */
function apiFilters(f: Filters) {
  return {
    ...(f.schoolId ? { schoolId: f.schoolId } : {}),
    ...(f.sectionId ? { sectionId: f.sectionId } : {}),
    ...(f.sectorId ? { sectorId: f.sectorId } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  }
}

export default function ReportPage() {
  const { id = '' } = useParams()
  const me = useSignedInMe()
  const { t } = useTranslation('advisor')
  const campaign = useQuery(campaignQuery(me.user.id, id))
  return (
    <AdvisorPage title={t('report.title', { name: campaign.data?.name ?? '' })} query={campaign}>
      {(c) => <Report campaign={c} userId={me.user.id} />}
    </AdvisorPage>
  )
}

function Report({ campaign, userId }: { campaign: AdvisorCampaign; userId: string }) {
  const { t } = useTranslation('advisor')
  const language = currentLanguage()
  // The school and section pages open a report already filtered (?schoolId=&sectionId=).
  const [search] = useSearchParams()
  const [filters, setFilters] = useState<Filters>(() => ({
    ...noFilters,
    schoolId: search.get('schoolId') ?? '',
    sectionId: search.get('schoolId') ? (search.get('sectionId') ?? '') : '',
  }))
  const query = apiFilters(filters)
  const report = useQuery({
    ...reportQuery(userId, campaign.id, { ...query, granularity: filters.granularity }),
    placeholderData: keepPreviousData,
  })
  const filtered = Object.keys(query).length > 0
  return (
    <Stack spacing={3}>
      <ReportFilters campaign={campaign} userId={userId} filters={filters} onChange={setFilters} />
      {report.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : report.isError ? (
        <ErrorBlock title={t('loadFailed')} error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <Box component="section" aria-labelledby="advisor-figures" aria-busy={report.isFetching}>
            <Typography id="advisor-figures" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('report.figures')}
            </Typography>
            <ReportFigures report={report.data} language={language} filtered={filtered} />
          </Box>
          {report.data.visible && (
            <>
              <Questions report={report.data} language={language} />
              <Box component="section" aria-labelledby="advisor-trends">
                <Typography id="advisor-trends" variant="h6" component="h2" sx={{ mb: 1 }}>
                  {t('report.trends')}
                </Typography>
                <Suspense fallback={<CircularProgress aria-label={t('loading')} />}>
                  <ReportCharts report={report.data} language={language} part="trends" />
                </Suspense>
              </Box>
            </>
          )}
          <Comments
            userId={userId}
            campaignId={campaign.id}
            filters={query}
            report={report.data}
            language={language}
          />
        </>
      )}
    </Stack>
  )
}

function ReportFilters({
  campaign,
  userId,
  filters,
  onChange,
}: {
  campaign: AdvisorCampaign
  userId: string
  filters: Filters
  onChange: (f: Filters) => void
}) {
  const { t } = useTranslation('advisor')
  const scope = useQuery(advisorScopeQuery(userId))
  const sectors = useInfiniteQuery(sectorsQuery(userId))
  const campaignSchools = new Set(campaign.schools.map((s) => s.id))
  const schools = (scope.data?.schools ?? []).filter((s) => campaignSchools.has(s.id))
  const sections = schools.find((s) => s.id === filters.schoolId)?.sections ?? []
  const sectorList = (sectors.data?.pages.flatMap((p) => p.items) ?? []).filter((s) =>
    s.schools.some((school) => campaignSchools.has(school.id)),
  )
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change })
  return (
    <Paper variant="outlined" component="section" aria-labelledby="advisor-filters" sx={{ p: 2 }}>
      <Typography id="advisor-filters" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('report.filters')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('report.school')}
          value={filters.schoolId}
          sx={{ minWidth: 200 }}
          onChange={(e) => set({ schoolId: e.target.value, sectionId: '' })}
        >
          <MenuItem value="">{t('report.all')}</MenuItem>
          {schools.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('report.section')}
          value={filters.sectionId}
          disabled={!filters.schoolId}
          sx={{ minWidth: 180 }}
          onChange={(e) => set({ sectionId: e.target.value })}
        >
          <MenuItem value="">{t('report.all')}</MenuItem>
          {sections.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        {sectorList.length > 0 && (
          <TextField
            select
            size="small"
            label={t('report.sector')}
            value={filters.sectorId}
            sx={{ minWidth: 180 }}
            onChange={(e) => set({ sectorId: e.target.value })}
          >
            <MenuItem value="">{t('report.all')}</MenuItem>
            {sectorList.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          type="date"
          size="small"
          label={t('report.from')}
          value={filters.from}
          onChange={(e) => set({ from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('report.to')}
          value={filters.to}
          onChange={(e) => set({ to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label={t('report.granularity')}
          value={filters.granularity}
          sx={{ minWidth: 140 }}
          onChange={(e) => set({ granularity: e.target.value as AdvisorGranularity })}
        >
          {advisorGranularities.map((g) => (
            <MenuItem key={g} value={g}>
              {t(`report.granularities.${g}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Paper>
  )
}

function Questions({ report, language }: { report: AdvisorReport; language: Language }) {
  const { t } = useTranslation('advisor')
  const none = t('none')
  return (
    <Box component="section" aria-labelledby="advisor-questions">
      <Typography id="advisor-questions" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('report.questions')}
      </Typography>
      <Stack spacing={2}>
        {report.questions.map((q, index) => (
          <Paper key={q.questionId} variant="outlined" component="article" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h3">
              {index + 1}. {q.content}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                t(`kinds.${q.kind}`),
                q.kind !== 'text' &&
                  t('report.questionAverage', { value: formatAverage(q.average, language) ?? none }),
                q.kind !== 'text' && `${t('report.ratings')}: ${q.ratingsCount}`,
                q.kind !== 'text' && t('report.skipped', { count: q.skippedCount }),
                `${t('report.comments')}: ${q.commentsCount}`,
                q.npsScores && `${t('report.nps')}: ${formatNps(q.npsScores.configured, language) ?? none}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {q.kind !== 'text' && q.ratingsCount > 0 && (
              <Suspense fallback={<CircularProgress size={24} aria-label={t('loading')} />}>
                <ReportCharts report={report} language={language} part="distribution" question={q} />
              </Suspense>
            )}
          </Paper>
        ))}
      </Stack>
    </Box>
  )
}

function Comments({
  userId,
  campaignId,
  filters,
  report,
  language,
}: {
  userId: string
  campaignId: string
  filters: ReturnType<typeof apiFilters>
  report: AdvisorReport
  language: Language
}) {
  const { t } = useTranslation('advisor')
  const comments = useInfiniteQuery({
    ...commentsQuery(userId, campaignId, filters),
    enabled: report.visible,
  })
  const items = comments.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box component="section" aria-labelledby="advisor-comments">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="advisor-comments" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('report.commentsTitle')}
        </Typography>
        {report.visible && (
          <Button
            component={Link}
            href={commentsExportHref(campaignId, filters)}
            download
            startIcon={<DownloadIcon />}
            variant="outlined"
          >
            {t('report.export')}
          </Button>
        )}
      </Stack>
      {!report.visible ? (
        <HiddenNotice threshold={report.anonymityThreshold} />
      ) : comments.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : comments.isError ? (
        <ErrorBlock title={t('loadFailed')} error={comments.error} onRetry={() => void comments.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState compact text={t('report.commentsEmpty')} />
      ) : (
        <List aria-labelledby="advisor-comments">
          {items.map((c) => (
            <ListItem key={c.id} divider>
              <ListItemText
                primary={c.comment}
                secondary={[
                  t('report.commentMeta', {
                    question: c.question,
                    school: c.school,
                    date: formatDay(c.createdAt, language),
                  }),
                  isAnswered(c.rating) && t('report.withRating', { rating: c.rating }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {comments.hasNextPage && (
        <Button disabled={comments.isFetchingNextPage} onClick={() => void comments.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </Box>
  )
}
