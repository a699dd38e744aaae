import { useEffect, useMemo, useRef, useState } from 'react'
import { Box, Button, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/daygrid'
import timeGridPlugin from '@fullcalendar/timegrid'
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput, LocaleInput } from '@fullcalendar/core'
import deLocale from '@fullcalendar/core/locales/de'
import esLocale from '@fullcalendar/core/locales/es'
import frLocale from '@fullcalendar/core/locales/fr'
import itLocale from '@fullcalendar/core/locales/it'
import nlLocale from '@fullcalendar/core/locales/nl'
import ptLocale from '@fullcalendar/core/locales/pt'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CalendarEntry, CalendarEvent } from '@nido/domain/contracts/calendar'
import { calendarPalette } from '@nido/domain/enums/calendar'
import type { Language } from '@nido/domain/i18n/languages'
import { addDays, allDayShown } from '@nido/domain/rules/calendar'
import { currentLanguage } from '@/i18n/index'
import { useShellState } from '@/session/access'
import { ErrorBlock } from '@/ui/error-block'
import { useContrastMode } from '@/ui/contrast-mode'
import { usesTwelveHourClock } from '@/ui/format'
import { browserTimeZone, differsFromBrowser, zonePlace } from '@/ui/time-zone'
import { useToast } from '@/ui/toast'
import { EntryDialog } from '../components/entry-dialog'
import { EventDialog } from '../components/event-dialog'
import { SubscriptionPanel } from '../components/subscription-panel'
import { entryTitle } from '../components/entry-text'
import { shifted } from '../drag'
import { timeZonePlugin } from '../time-zone-plugin'
import { entriesQuery, useMoveEvent } from '../queries'
import '../i18n'

// Spec 000 §2 /calendar; spec 001 §4 Calendar: month, week and day views; events the user may
// see with birthdays and closings (read-only); drag to move, the dates restored when the server
// refuses (§8); click to open; creation in steps. Occurrences of repeating events come expanded
// from the server (one rule for the calendar, the feed and the iCalendar feed).
// On phones a list of the week or month instead of grids too narrow to read, and times in the
// school's time zone, named when the browser's differs (docs/phones.md, docs/decisions/0042).

/** FullCalendar's locale of each interface language (English is its built-in default). */
const locales: Record<Language, LocaleInput | undefined> = {
  en: undefined,
  fr: frLocale,
  nl_BE: nlLocale,
  de: deLocale,
  it: itLocale,
  pt: ptLocale,
  es: esLocale,
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'entry'; entry: CalendarEntry }
  | { kind: 'form'; event: CalendarEvent | null; day: string | null }

export default function CalendarPage() {
  const { t } = useTranslation('calendar')
  const { me, data } = useShellState()
  const toast = useToast()
  const contrast = useContrastMode()
  const queryClient = useQueryClient()
  const move = useMoveEvent(me.user.id)
  const [range, setRange] = useState<{ start: string; end: string } | null>(null)
  // Below MUI's `sm` (600px) a month grid's cells are a few letters wide: lists instead.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true })
  const section = useRef<HTMLElement>(null)
  // After each render too: a new calendar (phone width crossed) draws a new toolbar.
  useEffect(() => {
    if (section.current) hideToolbarIcons(section.current)
  })
  const [viewType, setViewType] = useState(phone ? 'listWeek' : 'dayGridMonth')
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const entries = useQuery({
    ...entriesQuery(me.user.id, range ?? { start: '', end: '' }),
    enabled: range !== null,
  })
  const canCreate = entries.data?.canCreate ?? false
  const timeGrid = viewType.startsWith('timeGrid')

  const events = useMemo<EventInput[]>(
    () =>
      (entries.data?.entries ?? []).map((entry) => {
        const colour = calendarPalette[entry.colour][contrast.enabled ? 'highContrast' : 'normal']
        const base: EventInput = {
          id: entry.key,
          title: entryTitle(t, entry),
          backgroundColor: colour,
          borderColor: colour,
          textColor: '#ffffff',
          startEditable: entry.editable,
          durationEditable: false,
          classNames: [`nido-calendar-${entry.kind}`],
          extendedProps: { entry },
        }
        if (!entry.allDay) return { ...base, start: entry.startsAt, end: entry.endsAt }
        // Spec 001 §5: on a time grid, all-day entries are shown 12:00 to 13:00.
        if (timeGrid) {
          const shown = allDayShown(entry.firstDay, entry.lastDay)
          return { ...base, start: shown.start, end: shown.end, allDay: false }
        }
        return { ...base, start: entry.firstDay, end: addDays(entry.lastDay, 1), allDay: true }
      }),
    [entries.data, contrast.enabled, timeGrid, t],
  )

  function onDatesSet(arg: DatesSetArg) {
    if (section.current) hideToolbarIcons(section.current)
    setViewType(arg.view.type)
    const next = { start: arg.start.toISOString(), end: arg.end.toISOString() }
    setRange((current) => (current?.start === next.start && current.end === next.end ? current : next))
  }

  /**
   * The calendar shows the query's data only: FullCalendar's own move is undone at once and the
   * dragged series is moved in the cached entries instead; a refused move puts the cache back
   * (spec 001 §8 "calendar move failure: dragged dates restored"), a successful one reloads.
   */
  function onDrop(info: EventDropArg) {
    const entry = info.event.extendedProps.entry as CalendarEntry
    info.revert()
    if (!entry.eventId || !entry.editable || !range) return
    const days = info.delta.days + info.delta.months * 30 + info.delta.years * 365
    const ms = info.delta.milliseconds
    const queryKey = entriesQuery(me.user.id, range).queryKey
    void queryClient.cancelQueries({ queryKey })
    const previous = queryClient.getQueryData(queryKey)
    queryClient.setQueryData(queryKey, (data) =>
      data
        ? {
            ...data,
            entries: data.entries.map((e) =>
              e.eventId === entry.eventId
                ? {
                    ...e,
                    startsAt: shifted(e.startsAt, e.timezone, days, ms),
                    endsAt: shifted(e.endsAt, e.timezone, days, ms),
                    firstDay: addDays(e.firstDay, days),
                    lastDay: addDays(e.lastDay, days),
                  }
                : e,
            ),
          }
        : data,
    )
    move.mutate(
      {
        id: entry.eventId,
        startsAt: shifted(entry.seriesStartsAt, entry.timezone, days, ms),
        endsAt: shifted(entry.seriesEndsAt, entry.timezone, days, ms),
      },
      {
        onSuccess: () => toast.success(t('move.moved')),
        onError: () => {
          queryClient.setQueryData(queryKey, previous)
          toast.error(t('move.failed'))
        },
      },
    )
  }

  function onEventClick(info: EventClickArg) {
    info.jsEvent.preventDefault()
    setDialog({ kind: 'entry', entry: info.event.extendedProps.entry as CalendarEntry })
  }

  function onDateClick(info: DateClickArg) {
    if (!canCreate) return
    setDialog({ kind: 'form', event: null, day: info.dateStr.slice(0, 10) })
  }

  const language = currentLanguage()
  const locale = locales[language]
  // The current school's zone (its events' times are its wall clock), the browser's without one.
  const zone = data.school?.timezone ?? entries.data?.entries[0]?.timezone ?? browserTimeZone()

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'form', event: null, day: null })}
          >
            {t('newEvent')}
          </Button>
        )}
      </Stack>
      {entries.isError && (
        <Box sx={{ mb: 2 }}>
          <ErrorBlock title={t('loadFailed')} error={entries.error} onRetry={() => void entries.refetch()} />
        </Box>
      )}
      {differsFromBrowser(zone) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('zoneNote', { place: zonePlace(zone) })}
        </Typography>
      )}
      <Box sx={{ height: 4, mb: 1 }}>
        {(entries.isFetching || move.isPending) && <LinearProgress aria-label={t('loading')} />}
      </Box>
      <Box
        ref={section}
        component="section"
        aria-label={t('title')}
        aria-busy={entries.isFetching}
        sx={(theme) => ({
          // The toolbar in the brand's colours (spec 000 §3), not FullCalendar's default navy.
          '& .fc': {
            fontFamily: 'inherit',
            '--fc-button-bg-color': theme.palette.primary.main,
            '--fc-button-border-color': theme.palette.primary.main,
            '--fc-button-text-color': theme.palette.primary.contrastText,
            '--fc-button-hover-bg-color': theme.palette.primary.dark,
            '--fc-button-hover-border-color': theme.palette.primary.dark,
            '--fc-button-active-bg-color': theme.palette.primary.dark,
            '--fc-button-active-border-color': theme.palette.primary.dark,
          },
          '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
          '& .fc .fc-toolbar-title': { fontSize: phone ? '1.15rem' : '1.5rem' },
          // The days of the next and previous months: FullCalendar fades them to 1.9:1; a
          // secondary text colour keeps them apart and readable (WCAG AA, docs/accessibility.md).
          '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
          '& .fc-event': { cursor: 'pointer' },
          '& .fc-event:focus-visible': {
            outline: '3px solid',
            outlineColor: 'text.primary',
            outlineOffset: 1,
          },
        })}
      >
        <FullCalendar
          // A new calendar when the screen crosses the phone width: its views are another set.
          key={phone ? 'phone' : 'wide'}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, timeZonePlugin]}
          timeZone={zone}
          initialView={phone ? 'listWeek' : 'dayGridMonth'}
          {...(locale ? { locale } : {})}
          headerToolbar={
            phone
              ? { left: 'title', right: 'prev,today,next' }
              : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }
          }
          footerToolbar={phone ? { center: 'listWeek,listMonth' } : false}
          buttonText={{
            today: t('views.today'),
            month: t('views.month'),
            week: t('views.week'),
            day: t('views.day'),
          }}
          views={{
            listWeek: { buttonText: t('views.week') },
            listMonth: { buttonText: t('views.month') },
          }}
          noEventsContent={t('empty')}
          buttonHints={{ prev: t('views.previous'), next: t('views.next'), today: t('views.today') }}
          // The month grows with its weeks; a time grid scrolls, opening on the morning.
          height={timeGrid ? 760 : 'auto'}
          // Times as everywhere else (spec 000 §9: 12-hour for English only), not "16 h".
          eventTimeFormat={{ hour: 'numeric', minute: '2-digit', hour12: usesTwelveHourClock(language) }}
          // The list's dates read as the rest of the page (the locale's own day and month).
          listDayFormat={{ weekday: 'long', day: 'numeric', month: 'long' }}
          listDaySideFormat={false}
          scrollTime="07:00:00"
          allDaySlot={false}
          nowIndicator
          eventInteractive
          // Blocks everywhere: the colour is the background, white text on it (the palette's contrast).
          eventDisplay="block"
          editable={false}
          dayMaxEvents={4}
          events={events}
          datesSet={onDatesSet}
          eventDrop={onDrop}
          eventClick={onEventClick}
          dateClick={onDateClick}
        />
      </Box>
      {/* A list says so itself (noEventsContent). */}
      {!phone && entries.isSuccess && entries.data.entries.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('empty')}
        </Typography>
      )}
      <SubscriptionPanel userId={me.user.id} />
      {dialog.kind === 'entry' && (
        <EntryDialog
          userId={me.user.id}
          entry={dialog.entry}
          onClose={() => setDialog({ kind: 'none' })}
          onEdit={(event) => setDialog({ kind: 'form', event, day: null })}
        />
      )}
      {dialog.kind === 'form' && (
        <EventDialog
          userId={me.user.id}
          event={dialog.event}
          day={dialog.day}
          defaultZone={zone}
          onClose={() => setDialog({ kind: 'none' })}
        />
      )}
    </Box>
  )
}

/**
 * FullCalendar draws the arrows of its previous and next buttons as an unnamed `role="img"` inside
 * the button, which axe reports (role-img-alt, docs/accessibility.md). The button is already named
 * by its hint (`buttonHints`), so the icon is only decoration: hidden from assistive technology.
 * FullCalendar keeps the attribute when it renders the toolbar again (it diffs its own props only).
 */
function hideToolbarIcons(container: HTMLElement) {
  for (const icon of container.querySelectorAll('.fc-button .fc-icon[role="img"]'))
    icon.setAttribute('aria-hidden', 'true')
}
