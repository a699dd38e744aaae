import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  List,
  ListItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import type { AdvisorQuestionKind } from '@nido/domain/contracts/advisor'
import type { AdvisorQuestionFigures, AdvisorQuestionUse } from '@nido/domain/contracts/advisor-question'
import type { Language } from '@nido/domain/i18n/languages'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { useToast } from '@/ui/toast'
import { AdvisorPage } from '../components/advisor-page'
import { formatAverage, formatDay, formatNps } from '../format'
import { QuestionDialog } from '../pages/library-page'
import { useDeleteLibraryQuestion } from '../queries'
import { libraryQuestionQuery } from './queries'
import './i18n'
import '../i18n'

// Spec 000 §2 /advisor/questions/{id} (docs/advisor.md "A library question's page"): the question,
// the figures pooled over the campaigns that copied it, and each of those campaigns with its copy's
// figures, linked to its report. Coordinators and survey (ETUDE) staff edit or delete the question
// as on the library's page; directors read it (decision 0051 point 7).

export default function QuestionPage() {
  const { t } = useTranslation('advisorQuestion')
  const { t: ta } = useTranslation('advisor')
  const me = useSignedInMe()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const toast = useToast()
  const query = useInfiniteQuery(libraryQuestionQuery(me.user.id, id))
  const remove = useDeleteLibraryQuestion(me.user.id)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const profile = me.meta.userPermission.profileType
  const readOnly = me.user.observer || (profile !== 'COORDINATOR' && profile !== 'ETUDE')
  const first = query.data?.pages[0]
  const question = first?.question
  const language = currentLanguage()
  const actions = !readOnly && question && (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setEditing(true)}>
        {ta('edit')}
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
        {ta('delete')}
      </Button>
    </Stack>
  )
  return (
    <>
      <Link component={RouterLink} to="/advisor/questions">
        {t('back')}
      </Link>
      <AdvisorPage title={question?.content ?? t('title')} query={query} actions={actions || undefined}>
        {(data) => {
          const page = data.pages[0]!
          const uses = data.pages.flatMap((p) => p.items)
          const pooled = page.pooled
          return (
            <Stack spacing={3}>
              <Stack direction="row" spacing={1}>
                <Chip label={ta(`kinds.${page.question.kind}`)} />
                {page.question.nps && <Chip label={ta('report.nps')} color="primary" />}
              </Stack>
              <section aria-labelledby="advisor-question-pooled">
                <Typography id="advisor-question-pooled" variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t('pooledTitle')}
                </Typography>
                {!pooled || pooled.campaignsCount === 0 ? (
                  <Typography color="text.secondary">{t('pooledNone')}</Typography>
                ) : (
                  <>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                      {t('pooledIntro', { count: pooled.campaignsCount })}
                    </Typography>
                    <Figures
                      figures={pooled}
                      kind={page.question.kind}
                      nps={page.question.nps}
                      language={language}
                      distributionLabel={t('distributionPooled')}
                    />
                  </>
                )}
              </section>
              <section aria-labelledby="advisor-question-uses">
                <Typography id="advisor-question-uses" variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t('usesTitle')}
                </Typography>
                {uses.length === 0 ? (
                  <EmptyState text={t('empty')} />
                ) : (
                  <List aria-labelledby="advisor-question-uses" disablePadding>
                    {uses.map((use) => (
                      <ListItem key={use.questionId} disableGutters>
                        <Use use={use} threshold={page.anonymityThreshold} language={language} />
                      </ListItem>
                    ))}
                  </List>
                )}
                {query.hasNextPage && (
                  <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                    {t('showMore')}
                  </Button>
                )}
              </section>
            </Stack>
          )
        }}
      </AdvisorPage>
      {editing && question && (
        <QuestionDialog userId={me.user.id} question={question} onClose={() => setEditing(false)} />
      )}
      <ConfirmDialog
        open={deleting}
        title={ta('library.deleteTitle')}
        text={`${question?.content ?? ''} — ${ta('library.deleteText')}`}
        confirm={ta('delete')}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              toast.success(ta('library.deleted'))
              void navigate('/advisor/questions')
            },
            onError: (e) => toast.apiError(e),
            onSettled: () => setDeleting(false),
          })
        }
        onClose={() => setDeleting(false)}
      />
    </>
  )
}

/** One campaign's copy: the campaign, its wording, and its figures or why they are withheld. */
function Use({
  use,
  threshold,
  language,
}: {
  use: AdvisorQuestionUse
  threshold: number
  language: Language
}) {
  const { t } = useTranslation('advisorQuestion')
  const { t: ta } = useTranslation('advisor')
  const { campaign } = use
  const from = formatDay(campaign.opensOn, language)
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flexGrow: 1 }}>
          <Link
            component={RouterLink}
            to={`/advisor/reports/${campaign.id}`}
            aria-label={t('openReport', { name: campaign.name })}
          >
            {campaign.name}
          </Link>
        </Typography>
        <Chip size="small" label={ta(`status.${campaign.status}`)} />
        <Chip size="small" variant="outlined" label={t(campaign.anonymous ? 'anonymous' : 'identified')} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {campaign.closesOn
          ? t('dates', { from, to: formatDay(campaign.closesOn, language) })
          : t('datesOpen', { from })}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('asked', { content: use.content })}
      </Typography>
      {use.figures ? (
        <Figures
          figures={use.figures}
          kind={use.kind}
          nps={use.nps}
          language={language}
          distributionLabel={t('distribution', { name: campaign.name })}
        />
      ) : (
        <Alert severity="info">{t('hidden', { count: threshold })}</Alert>
      )}
    </Paper>
  )
}

/** A question's figures and its rating distribution, as a small table screen readers browse. */
function Figures({
  figures,
  kind,
  nps,
  language,
  distributionLabel,
}: {
  figures: AdvisorQuestionFigures
  kind: AdvisorQuestionKind
  nps: boolean
  language: Language
  distributionLabel: string
}) {
  const { t } = useTranslation('advisorQuestion')
  const none = t('none')
  const average = formatAverage(figures.average, language)
  const rows: Array<[string, string]> = [
    [t('ratings'), String(figures.ratingsCount)],
    [t('skipped'), String(figures.skippedCount)],
    [t('comments'), String(figures.commentsCount)],
  ]
  if (kind !== 'text')
    rows.push([
      t('average'),
      average === null ? none : t(kind === 'stars' ? 'outOf5' : 'outOf10', { value: average }),
    ])
  if (nps)
    rows.push(
      [t('npsConfigured'), formatNps(figures.nps, language) ?? none],
      [t('npsStandard'), formatNps(figures.npsStandard, language) ?? none],
    )
  return (
    <Stack spacing={1}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 120 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {figures.distribution.length > 0 && (
        <Table size="small" aria-label={distributionLabel} sx={{ maxWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('rating')}
              </TableCell>
              {figures.distribution.map((d) => (
                <TableCell key={d.rating} component="th" scope="col" align="right">
                  {d.rating}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {t('count')}
              </TableCell>
              {figures.distribution.map((d) => (
                <TableCell key={d.rating} align="right">
                  {d.count}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Stack>
  )
}
