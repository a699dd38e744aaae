import { Box, Link, Paper, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { isAnswered } from '@nido/domain/advisor/scores'
import type { AdvisorReplySet } from '@nido/domain/contracts/advisor-history'
import type { Language } from '@nido/domain/i18n/languages'
import { formatDateTime } from '@/ui/format'
import { formatDay } from '../format'
import './i18n'

// One person's answers to one campaign (docs/advisor.md "History"): who answered, when, where and
// by which channel, then each answer as given — "4 / 5", "8 / 10", "Skipped" for −1 (spec 001 §5),
// the comment quoted. The history and a child's page list them alike.

function useRespondent(item: AdvisorReplySet): string {
  const { t } = useTranslation('advisorHistory')
  const r = item.respondent
  if (r.kind === 'anonymous' || r.kind === 'visitor') return t(`respondent.${r.kind}`)
  if (!r.name) return t('respondent.unknown')
  return r.child
    ? t('respondent.personAbout', { name: r.name, child: r.child })
    : t(`respondent.${r.kind}`, { name: r.name })
}

/**
 * Headed by who answered (the history, across campaigns) or by the campaign (a child's page,
 * where the child is the page's subject).
 */
export function ReplySetCard({
  item,
  language,
  headedBy = 'respondent',
}: {
  item: AdvisorReplySet
  language: Language
  headedBy?: 'respondent' | 'campaign'
}) {
  const { t } = useTranslation('advisorHistory')
  const respondent = useRespondent(item)
  // An anonymous campaign keeps only the day (docs/advisor.md "Anonymity").
  const when = item.campaign.anonymous
    ? formatDay(item.receivedAt, language)
    : formatDateTime(new Date(item.receivedAt), language)
  const titleId = `advisor-history-${item.id}`
  const value = (a: AdvisorReplySet['answers'][number]) => {
    if (a.kind === 'text') return null
    if (!isAnswered(a.rating)) return t('skipped')
    return t(a.kind === 'stars' ? 'stars' : 'scale', { rating: a.rating })
  }
  const report = (
    <Link component={RouterLink} to={`/advisor/reports/${item.campaign.id}?schoolId=${item.school.id}`}>
      {headedBy === 'campaign' ? item.campaign.name : t('openReport')}
    </Link>
  )
  const place = item.section ? `${item.school.name} — ${item.section}` : item.school.name
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {headedBy === 'campaign' ? report : respondent}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('receivedOn', { date: when })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {headedBy === 'campaign' ? (
          [respondent, place, t(`channels.${item.channel}`)].join(' · ')
        ) : (
          <>
            {[t('setOf', { campaign: item.campaign.name }), place, t(`channels.${item.channel}`)].join(' · ')}
            {' · '}
            {report}
          </>
        )}
      </Typography>
      <Box component="dl" aria-label={t('answersOf', { respondent })} sx={{ m: 0 }}>
        {item.answers.map((a) => (
          <Box key={a.questionId} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, py: 0.25 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
              {a.question}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {[value(a), a.comment ? t('quoted', { text: a.comment }) : null].filter(Boolean).join(' — ') ||
                t('noAnswer')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  )
}
