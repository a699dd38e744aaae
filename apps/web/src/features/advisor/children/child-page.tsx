import { Box, Button, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { AdvisorChildAnswer, AdvisorChildReplySet } from '@nido/domain/contracts/advisor-children'
import type { Language } from '@nido/domain/i18n/languages'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { formatDateTime } from '@/ui/format'
import { AdvisorPage } from '../components/advisor-page'
import { formatAverage } from '../format'
import { childAnswersQuery } from './queries'
import './i18n'

// Spec 000 §2 /advisor/children/{id} (docs/advisor.md "A child's answers"): the child's headline,
// then the reply sets about them, newest first, each answer as it was given. Anonymous campaigns
// keep no child, so they never appear here.

export default function ChildPage() {
  const { t } = useTranslation('advisorChildren')
  const me = useSignedInMe()
  const { id = '' } = useParams()
  const answers = useInfiniteQuery(childAnswersQuery(me.user.id, id))
  const first = answers.data?.pages[0]
  const name = first ? `${first.child.firstname} ${first.child.lastname}` : ''
  const language = currentLanguage()
  return (
    <AdvisorPage title={name || t('title')} query={answers}>
      {(data) => {
        const { child, headline } = data.pages[0]!
        const sets = data.pages.flatMap((p) => p.items)
        return (
          <Stack spacing={3}>
            {child.section ? (
              <Link component={RouterLink} to={`/advisor/sections/${child.section.id}`}>
                {t('backTo', { place: `${child.section.name} — ${child.school.name}` })}
              </Link>
            ) : (
              <Link component={RouterLink} to={`/advisor/schools/${child.school.id}`}>
                {t('backTo', { place: child.school.name })}
              </Link>
            )}
            <Typography color="text.secondary">{t('intro')}</Typography>
            <Box
              component="dl"
              aria-label={t('figures.label')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0 }}
            >
              <Figure
                label={t('figures.average')}
                value={
                  headline.average === null
                    ? t('figures.none')
                    : t('answer.stars', { value: formatAverage(headline.average, language) })
                }
              />
              <Figure label={t('figures.ratings')} value={String(headline.ratingsCount)} />
              <Figure label={t('figures.replySets')} value={String(headline.replySetsCount)} />
            </Box>
            <Box component="section" aria-labelledby="child-sets-heading">
              <Typography variant="h5" component="h2" id="child-sets-heading" sx={{ mb: 1 }}>
                {t('sets.heading')}
              </Typography>
              {sets.length === 0 ? (
                <EmptyState text={t('sets.empty')} />
              ) : (
                <List aria-label={t('sets.label', { name })} disablePadding>
                  {sets.map((set) => (
                    <ReplySet key={set.id} set={set} language={language} />
                  ))}
                </List>
              )}
              {answers.hasNextPage && (
                <Button
                  sx={{ mt: 2 }}
                  onClick={() => void answers.fetchNextPage()}
                  disabled={answers.isFetchingNextPage}
                >
                  {t('sets.showMore')}
                </Button>
              )}
            </Box>
          </Stack>
        )
      }}
    </AdvisorPage>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 140 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h6" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Paper>
  )
}

function ReplySet({ set, language }: { set: AdvisorChildReplySet; language: Language }) {
  const { t } = useTranslation('advisorChildren')
  const respondent = set.respondent
    ? set.respondent.kind === 'guardian'
      ? t('respondent.guardian', { name: `${set.respondent.firstname} ${set.respondent.lastname}` })
      : t('respondent.child')
    : t('respondent.none')
  return (
    <ListItem disableGutters sx={{ display: 'block', mb: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3">
          <Link component={RouterLink} to={`/advisor/reports/${set.campaign.id}?schoolId=${set.schoolId}`}>
            {set.campaign.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          <time dateTime={set.answeredAt}>{formatDateTime(new Date(set.answeredAt), language)}</time>
          {` · ${t(`channel.${set.channel}`)} · ${respondent}`}
        </Typography>
        <Box
          component="ol"
          aria-label={t('sets.answersLabel', { campaign: set.campaign.name })}
          sx={{ m: 0, pl: 3 }}
        >
          {set.answers.map((answer) => (
            <Box component="li" key={answer.questionId} sx={{ mb: 0.5 }}>
              <Typography variant="body2" component="span">
                {answer.content}
              </Typography>
              {answer.kind !== 'text' && (
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {` — ${ratingText(answer, t)}`}
                </Typography>
              )}
              {answer.comment && (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {t('answer.comment', { comment: answer.comment })}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      </Paper>
    </ListItem>
  )
}

/** "4 / 5", "8 / 10", or "Skipped" for −1 (spec 001 §5); a text question shows no rating. */
function ratingText(answer: AdvisorChildAnswer, t: TFunction<'advisorChildren'>): string {
  if (answer.rating === null) return t('answer.noRating')
  if (answer.rating < 0) return t('answer.skipped')
  return answer.kind === 'stars'
    ? t('answer.stars', { value: String(answer.rating) })
    : t('answer.scale', { value: String(answer.rating) })
}
