import { Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { DailyEntry, DailyTimeline } from '@nido/domain/contracts/daily-log'
import { entryDetailParts } from '@nido/domain/rules/daily-log-details'
import type { Gender } from '@nido/domain/enums/people'
import { genderContext } from '@/ui/gender'
import { meQuery, useSignedInMe } from '@/session/session'
import { useRealtimeEvent } from '@/session/realtime'
import { formatDate } from '@/ui/format'
import { currentLanguage } from '@/i18n/index'
import { newsKey } from '../queries'
import { mediaUrlQuery } from '@/ui/upload/media-url'
import '../i18n'

// The family's Daily card — a child's day in the care log as a timeline, the
// kinds the daily settings show families only (filtered on the server, spec 001 §3 Visibility).
// Live: the server's `daily.entries` hint re-fetches the feed and the item (ARCHITECTURE §8).

/** The words of an entry's data (the kind is shown on its own). */
export function dailyEntryDetails(
  t: TFunction<'news'>,
  entry: DailyEntry,
  gender: Gender | null = null,
): string[] {
  // A detail that describes the child ("asleep") agrees with their gender (ui/gender.ts).
  const context = genderContext(gender)
  // The keys are computed, so they are checked at run time rather than by the types.
  return entryDetailParts(entry.data).map((part) =>
    part.type === 'value'
      ? t(`daily.values.${part.group}.${part.value}` as 'daily.title')
      : t(`daily.details.${part.key}` as 'daily.title', { ...part.params, context }),
  )
}

function AudioPlayer({ mediaId, label }: { mediaId: string; label: string }) {
  const me = useSignedInMe()
  const url = useQuery({ ...mediaUrlQuery(me.user.id, mediaId), retry: false })
  if (!url.data) return null
  return <Box component="audio" controls src={url.data} aria-label={label} sx={{ maxWidth: '100%' }} />
}

export function DailyBody({ daily }: { daily: DailyTimeline }) {
  const { t } = useTranslation('news')
  const { data: me } = useQuery(meQuery)
  const client = useQueryClient()
  const userId = me?.user.id
  useRealtimeEvent(userId, 'daily.entries', () => {
    if (userId) void client.invalidateQueries({ queryKey: newsKey(userId) })
  })
  const name = `${daily.child.firstname} ${daily.child.lastname}`
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {t('daily.title', { name: daily.child.firstname })}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {formatDate(new Date(`${daily.date}T12:00:00`), currentLanguage())}
        </Typography>
      </Typography>
      {daily.entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('daily.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={`${t('daily.timeline')} — ${name}`}>
          {daily.entries.map((entry) => {
            const details = dailyEntryDetails(t, entry, daily.child.gender)
            return (
              <ListItem key={entry.id} disableGutters alignItems="flex-start" sx={{ display: 'block' }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 44 }}>
                    {entry.time}
                  </Typography>
                  <ListItemText
                    sx={{ my: 0 }}
                    primary={t(`daily.kinds.${entry.kind}` as 'daily.title')}
                    secondary={[details.join(', '), entry.comment].filter(Boolean).join(' — ') || undefined}
                  />
                </Stack>
                {entry.media && <AudioPlayer mediaId={entry.media.id} label={t('daily.audio')} />}
              </ListItem>
            )
          })}
        </List>
      )}
    </Stack>
  )
}
