import { Box, Chip, Stack, Typography } from '@mui/material'
import EventOutlinedIcon from '@mui/icons-material/EventOutlined'
import { useTranslation } from 'react-i18next'
import type { NewsItem } from '@nido/domain/contracts/news'
import { calendarPalette } from '@nido/domain/enums/calendar'
import { allDayLastDay, localDateOf } from '@nido/domain/rules/calendar'
import { currentLanguage } from '@/i18n/index'
import { useContrastMode } from '@/ui/contrast-mode'
import { formatDate, formatDateTime, formatTime } from '@/ui/format'
import { differsFromBrowser, zonePlace } from '@/ui/time-zone'
import '../i18n'

// ARCHITECTURE §6: a calendar event in the feed (news type Event): its colour, title,
// dates (all-day events by day, in the event's time zone), recurrence and description.
export function EventBody({ event }: { event: NonNullable<NewsItem['event']> }) {
  const { t } = useTranslation('news')
  const contrast = useContrastMode()
  const language = currentLanguage()
  const start = new Date(event.startsAt)
  const end = new Date(event.endsAt)
  let when: string
  if (event.allDay) {
    const first = localDateOf(start, event.timezone)
    const last = allDayLastDay(start, end, event.timezone)
    const day = (d: string) => formatDate(new Date(`${d}T12:00:00`), language)
    when = `${first === last ? day(first) : t('event.when', { from: day(first), to: day(last) })} · ${t('event.allDay')}`
  } else {
    // In the school's zone, named when the reader's differs (docs/decisions/0042); the same day
    // is written once: "27 Nov 2026 14:00 – 15:30".
    const zone = event.timezone
    const sameDay = localDateOf(start, zone) === localDateOf(end, zone)
    when = t('event.when', {
      from: formatDateTime(start, language, zone),
      to: sameDay ? formatTime(end, language, zone) : formatDateTime(end, language, zone),
    })
    if (differsFromBrowser(zone)) when = `${when} (${t('event.zone', { place: zonePlace(zone) })})`
  }
  return (
    <Stack
      spacing={1}
      sx={{
        borderLeft: 4,
        borderColor: calendarPalette[event.colour][contrast.enabled ? 'highContrast' : 'normal'],
        pl: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <EventOutlinedIcon color="action" titleAccess={t('event.label')} />
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {event.title}
        </Typography>
      </Stack>
      <Typography variant="body2">{when}</Typography>
      {event.recurrence !== 'none' && (
        <Box>
          <Chip size="small" variant="outlined" label={t(`event.repeats.${event.recurrence}`)} />
        </Box>
      )}
      {event.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{event.description}</Typography>}
    </Stack>
  )
}
