import {
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { AdvisorCampaign, AdvisorCampaignStatus } from '@nido/domain/contracts/advisor'
import type { Language } from '@nido/domain/i18n/languages'
import { currentLanguage } from '@/i18n/index'
import { EmptyState } from '@/ui/empty-state'
import { ErrorBlock } from '@/ui/error-block'
import { formatDay } from '../format'
import { campaignsQuery } from '../queries'
import '../i18n'

// The campaigns in the actor's scope, newest first, a keyset page at a time ("show more"); the
// campaigns page opens a campaign, the reports page its report.

/**
 * Active stands out in green; the others stay grey (a warning-orange chip with white text would
 * fall under the 4.5:1 contrast), told apart by their words, a closed one outlined.
 */
export function StatusChip({ status }: { status: AdvisorCampaignStatus }) {
  const { t } = useTranslation('advisor')
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'closed' || status === 'draft' ? 'outlined' : 'filled'}
    />
  )
}

export function campaignDates(c: AdvisorCampaign, language: Language, t: (key: string, o: object) => string) {
  return c.closesOn
    ? t('campaigns.datesRange', { from: formatDay(c.opensOn, language), to: formatDay(c.closesOn, language) })
    : t('campaigns.dates', { from: formatDay(c.opensOn, language) })
}

export function CampaignList({
  userId,
  linkTo,
  emptyAction,
  schoolId,
}: {
  userId: string
  linkTo: (c: AdvisorCampaign) => string
  emptyAction?: React.ReactNode
  /** Only the campaigns reaching this school (the school and section pages). */
  schoolId?: string
}) {
  const { t } = useTranslation('advisor')
  const language = currentLanguage()
  const query = useInfiniteQuery(campaignsQuery(userId, schoolId ? { schoolId } : {}))
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  const tt = t as unknown as (key: string, o: object) => string
  if (query.isPending) return <CircularProgress aria-label={t('loading')} />
  if (query.isError)
    return <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
  if (items.length === 0) return <EmptyState text={t('campaigns.empty')} action={emptyAction} />
  return (
    <>
      <List aria-label={t('campaigns.title')}>
        {items.map((c) => (
          <ListItem key={c.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={linkTo(c)}>
              <ListItemText
                primary={c.name}
                secondary={[
                  campaignDates(c, language, tt),
                  t('campaigns.schoolsCount', { count: c.schools.length }),
                  t('campaigns.questionsCount', { count: c.questions.length }),
                  t(c.anonymous ? 'campaigns.anonymous' : 'campaigns.identified'),
                ].join(' · ')}
              />
              <Stack direction="row" sx={{ ml: 2 }}>
                <StatusChip status={c.status} />
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {query.hasNextPage && (
        <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </>
  )
}
