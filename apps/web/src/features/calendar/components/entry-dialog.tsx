import { useState } from 'react'
import {
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CalendarEntry, CalendarEvent } from '@nido/domain/contracts/calendar'
import { calendarPalette } from '@nido/domain/enums/calendar'
import { localDateOf } from '@nido/domain/rules/calendar'
import { currentLanguage } from '@/i18n/index'
import { useContrastMode } from '@/ui/contrast-mode'
import { formatDate, formatDateTime, formatTime } from '@/ui/format'
import { differsFromBrowser, zonePlace } from '@/ui/time-zone'
import { useToast } from '@/ui/toast'
import { eventQuery, useDeleteEvent } from '../queries'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { entryTitle } from './entry-text'
import '../i18n'

// Click to open: the entry's details. Birthdays, closings and the events of users who
// may not write are read-only; an editable event offers edit (the creation form) and delete.

interface Props {
  userId: string
  entry: CalendarEntry
  onEdit: (event: CalendarEvent) => void
  onClose: () => void
}

/** When an entry takes place, read in its school's time zone (docs/decisions/0042). */
export function entryWhen(entry: CalendarEntry, allDay: string): string {
  const language = currentLanguage()
  if (entry.allDay) {
    const first = formatDate(new Date(`${entry.firstDay}T12:00:00`), language)
    const last = formatDate(new Date(`${entry.lastDay}T12:00:00`), language)
    return first === last ? `${first} · ${allDay}` : `${first} – ${last} · ${allDay}`
  }
  const zone = entry.timezone
  const start = new Date(entry.startsAt)
  const end = new Date(entry.endsAt)
  const sameDay = localDateOf(start, zone) === localDateOf(end, zone)
  return `${formatDateTime(start, language, zone)} – ${sameDay ? formatTime(end, language, zone) : formatDateTime(end, language, zone)}`
}

export function EntryDialog({ userId, entry, onEdit, onClose }: Props) {
  const { t } = useTranslation('calendar')
  const toast = useToast()
  const contrast = useContrastMode()
  const remove = useDeleteEvent(userId)
  const [confirming, setConfirming] = useState(false)
  const event = useQuery({ ...eventQuery(userId, entry.eventId ?? ''), enabled: !!entry.eventId })
  const title = entryTitle(t, entry)
  const colour = calendarPalette[entry.colour][contrast.enabled ? 'highContrast' : 'normal']
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="calendar-entry-title">
      <DialogTitle id="calendar-entry-title">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: colour, flexShrink: 0 }}
          />
          <span>{title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={t(`kinds.${entry.kind}`)} />
            {entry.recurring && entry.kind === 'event' && event.data && (
              <Chip
                size="small"
                variant="outlined"
                label={t(`recurrenceLabel.${event.data.recurrence.frequency}`)}
              />
            )}
          </Stack>
          <Typography>
            {entryWhen(entry, t('allDay'))}
            {!entry.allDay && differsFromBrowser(entry.timezone) && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` (${t('zoneShort', { place: zonePlace(entry.timezone) })})`}
              </Typography>
            )}
          </Typography>
          {entry.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.description}</Typography>}
          {event.data?.owner && (
            <Typography variant="body2" color="text.secondary">
              {t('details.by', { name: `${event.data.owner.firstname} ${event.data.owner.lastname}` })}
            </Typography>
          )}
          {entry.kind === 'event' && event.isPending && (
            <CircularProgress size={20} aria-label={t('loading')} />
          )}
          {!entry.editable && (
            <Typography variant="body2" color="text.secondary">
              {t('readOnly')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {entry.editable && event.data && (
          <>
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('details.delete')}
            </Button>
            <Button onClick={() => onEdit(event.data)}>{t('details.edit')}</Button>
          </>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('details.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title={t('details.deleteTitle')}
        text={t('details.deleteText', { title })}
        confirm={t('details.delete')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(entry.eventId!, {
            onSuccess: () => {
              toast.success(t('details.deleted'))
              setConfirming(false)
              onClose()
            },
            onError: (e) => toast.apiError(e),
          })
        }
      />
    </Dialog>
  )
}
