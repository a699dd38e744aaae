import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { AdvisorPage } from '../components/advisor-page'
import { formatAverage } from '../format'
import { ReplySetCard } from '../history/reply-set-card'
import { childAnswersQuery } from './queries'
import './i18n'

// Spec 000 §2 /advisor/children/{id} (docs/advisor.md "A child's answers"): the child's headline,
// then the reply sets about them, newest first, each answer as it was given (the history's card).
// Anonymous campaigns keep no child, so they never appear here.

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
                <Stack
                  component="ul"
                  aria-label={t('sets.label', { name })}
                  spacing={2}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {sets.map((set) => (
                    <ReplySetCard key={set.id} item={set} language={language} headedBy="campaign" />
                  ))}
                </Stack>
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
