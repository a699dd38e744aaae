import { useMemo, useState } from 'react'
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Switch,
  TextField,
  Tooltip,
} from '@mui/material'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckIcon from '@mui/icons-material/Check'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CalendarEvent, CalendarEventInput, CalendarSharing } from '@nido/domain/contracts/calendar'
import {
  calendarAlertUnits,
  calendarColours,
  calendarPalette,
  calendarRecurrences,
  type CalendarAlertUnit,
  type CalendarColour,
  type CalendarRecurrence,
} from '@nido/domain/enums/calendar'
import {
  addDays,
  allDayLastDay,
  defaultAlert,
  localDateOf,
  wallClock,
  zonedInstant,
} from '@nido/domain/rules/calendar'
import { useContrastMode } from '@/ui/contrast-mode'
import { useToast } from '@/ui/toast'
import { sharingOptionsQuery, useSaveEvent } from '../queries'
import '../i18n'

// Spec 001 §4 Calendar: "creation step: disabled to options" — the first step holds what every
// event needs (title, when), the second the options (description, colour, alert, repeat,
// sharing, time zone). Editing an event reuses the same form.

interface Props {
  userId: string
  /** The event to edit, or null for a new one. */
  event: CalendarEvent | null
  /** A new event's day (`YYYY-MM-DD`), from a click on the calendar. */
  day: string | null
  /** The school's zone (new events), else the browser's. */
  defaultZone: string
  onClose: () => void
}

interface SharingOption {
  kind: keyof CalendarSharing
  id: string
  label: string
  group: string
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return [browserZone()]
  }
}

interface FormState {
  title: string
  allDay: boolean
  /** `YYYY-MM-DDTHH:mm` wall-clock in `timezone`. */
  start: string
  end: string
  firstDay: string
  lastDay: string
  description: string
  colour: CalendarColour
  alert: boolean
  alertNumber: number
  alertUnit: CalendarAlertUnit
  frequency: CalendarRecurrence
  until: string
  exceptions: string[]
  /** What the form sends: the contract's input takes the ids as strings (decision 0013). */
  sharing: Record<keyof CalendarSharing, string[]>
  timezone: string
}

function initialState(event: CalendarEvent | null, day: string | null, zone: string): FormState {
  if (event) {
    const tz = event.timezone
    const start = new Date(event.startsAt)
    const end = new Date(event.endsAt)
    return {
      title: event.title,
      allDay: event.allDay,
      start: wallClock(start, tz).slice(0, 16),
      end: wallClock(end, tz).slice(0, 16),
      firstDay: localDateOf(start, tz),
      lastDay: event.allDay ? allDayLastDay(start, end, tz) : localDateOf(end, tz),
      description: event.description,
      colour: event.colour,
      alert: event.alert,
      alertNumber: event.alertNumber,
      alertUnit: event.alertUnit,
      frequency: event.recurrence.frequency,
      until: event.recurrence.until ?? '',
      exceptions: event.recurrence.exceptions,
      sharing: event.sharing,
      timezone: tz,
    }
  }
  const date = day ?? localDateOf(new Date(), zone)
  return {
    title: '',
    allDay: false,
    start: `${date}T10:00`,
    end: `${date}T11:00`,
    firstDay: date,
    lastDay: date,
    description: '',
    colour: 'blue',
    alert: false,
    alertNumber: defaultAlert.number,
    alertUnit: defaultAlert.unit,
    frequency: 'none',
    until: '',
    exceptions: [],
    sharing: { sectionIds: [], schoolIds: [], childIds: [] },
    timezone: zone,
  }
}

/** The form as the contract's input; null when the times cannot be read. */
function toInput(f: FormState): CalendarEventInput | null {
  try {
    const startsAt = f.allDay ? zonedInstant(f.firstDay, f.timezone) : zonedInstant(f.start, f.timezone)
    const endsAt = f.allDay
      ? zonedInstant(addDays(f.lastDay, 1), f.timezone)
      : zonedInstant(f.end, f.timezone)
    return {
      title: f.title.trim(),
      description: f.description,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      allDay: f.allDay,
      colour: f.colour,
      alert: f.alert,
      alertNumber: f.alertNumber,
      alertUnit: f.alertUnit,
      sharing: f.sharing,
      recurrence: {
        frequency: f.frequency,
        until: f.frequency === 'none' || !f.until ? null : f.until,
        exceptions: f.frequency === 'none' ? [] : f.exceptions,
      },
      timezone: f.timezone,
    }
  } catch {
    return null
  }
}

export function EventDialog({ userId, event, day, defaultZone, onClose }: Props) {
  const { t } = useTranslation('calendar')
  const toast = useToast()
  const contrast = useContrastMode()
  const save = useSaveEvent(userId, event?.id ?? null)
  const options = useQuery(sharingOptionsQuery(userId))
  const [form, setForm] = useState<FormState>(() => initialState(event, day, defaultZone || browserZone()))
  const [step, setStep] = useState(0)
  const [tried, setTried] = useState<number>(-1)
  const [exceptionDay, setExceptionDay] = useState('')
  const zoneList = useMemo(zones, [])
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setForm((f) => ({ ...f, [k]: v }))

  const input = toInput(form)
  const titleError = tried >= 0 && !form.title.trim() ? t('form.required') : undefined
  const timesError =
    tried >= 0 && (!input || Date.parse(input.endsAt) < Date.parse(input.startsAt))
      ? t('form.endBeforeStart')
      : undefined
  const sharingCount =
    form.sharing.schoolIds.length + form.sharing.sectionIds.length + form.sharing.childIds.length
  const sharingError = tried >= 1 && sharingCount === 0 ? t('form.sharingRequired') : undefined

  const sharingOptions: SharingOption[] = options.data
    ? [
        ...(options.data.targetTypes.includes('School') ? options.data.schools : []).map((s) => ({
          kind: 'schoolIds' as const,
          id: s.id,
          label: s.name,
          group: t('form.schools'),
        })),
        ...(options.data.targetTypes.includes('Section') ? options.data.sections : []).map((s) => ({
          kind: 'sectionIds' as const,
          id: s.id,
          label: s.name,
          group: t('form.sections'),
        })),
        ...(options.data.targetTypes.includes('User') ? options.data.users : [])
          .filter((u) => u.profileType === 'CHILD')
          .map((u) => ({
            kind: 'childIds' as const,
            id: u.id,
            label: `${u.firstname} ${u.lastname}`,
            group: t('form.children'),
          })),
      ]
    : []
  const selected = (['schoolIds', 'sectionIds', 'childIds'] as const).flatMap((kind) =>
    form.sharing[kind].map(
      (id) =>
        sharingOptions.find((o) => o.kind === kind && o.id === id) ?? {
          kind,
          id,
          label: t('form.unknown'),
          group: '',
        },
    ),
  )

  function next() {
    setTried(0)
    if (!form.title.trim() || !input || Date.parse(input.endsAt) < Date.parse(input.startsAt)) return
    setStep(1)
  }

  function submit() {
    setTried(1)
    if (!input || sharingCount === 0) return
    save.mutate(input, {
      onSuccess: () => {
        toast.success(t(event ? 'form.saved' : 'form.created'))
        onClose()
      },
      onError: (e) => toast.apiError(e),
    })
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="calendar-event-dialog">
      <DialogTitle id="calendar-event-dialog">{t(event ? 'form.editTitle' : 'form.newTitle')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          <Step>
            <StepLabel>{t('form.stepEvent')}</StepLabel>
          </Step>
          <Step>
            <StepLabel>{t('form.stepOptions')}</StepLabel>
          </Step>
        </Stepper>
        {step === 0 ? (
          <Stack spacing={2}>
            <TextField
              autoFocus
              required
              label={t('form.title')}
              value={form.title}
              onChange={(e) => set('title', e.target.value)}
              error={!!titleError}
              helperText={titleError}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormControlLabel
              control={<Switch checked={form.allDay} onChange={(e) => set('allDay', e.target.checked)} />}
              label={t('form.allDay')}
            />
            {form.allDay ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  type="date"
                  label={t('form.firstDay')}
                  value={form.firstDay}
                  onChange={(e) => set('firstDay', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
                <TextField
                  type="date"
                  label={t('form.lastDay')}
                  value={form.lastDay}
                  onChange={(e) => set('lastDay', e.target.value)}
                  error={!!timesError}
                  helperText={timesError}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              </Stack>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  type="datetime-local"
                  label={t('form.start')}
                  value={form.start}
                  onChange={(e) => set('start', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
                <TextField
                  type="datetime-local"
                  label={t('form.end')}
                  value={form.end}
                  onChange={(e) => set('end', e.target.value)}
                  error={!!timesError}
                  helperText={timesError ?? t('form.timezoneHelp', { zone: form.timezone })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              </Stack>
            )}
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Autocomplete
              multiple
              loading={options.isLoading}
              options={sharingOptions}
              groupBy={(o) => o.group}
              value={selected}
              isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
              getOptionLabel={(o) => o.label}
              onChange={(_, values) =>
                set('sharing', {
                  schoolIds: values.filter((v) => v.kind === 'schoolIds').map((v) => v.id),
                  sectionIds: values.filter((v) => v.kind === 'sectionIds').map((v) => v.id),
                  childIds: values.filter((v) => v.kind === 'childIds').map((v) => v.id),
                })
              }
              renderValue={(items, getItemProps) =>
                items.map((item, index) => {
                  const { key, ...props } = getItemProps({ index })
                  return <Chip key={key} label={item.label} size="small" {...props} />
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('form.sharing')}
                  error={!!sharingError}
                  helperText={sharingError ?? t('form.sharingHelp')}
                />
              )}
            />
            <TextField
              label={t('form.description')}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <FormControl>
              <FormLabel id="calendar-colour-label">{t('form.colour')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="calendar-colour-label"
                value={form.colour}
                onChange={(e) => set('colour', e.target.value as CalendarColour)}
              >
                {calendarColours.map((c) => {
                  const hex = calendarPalette[c][contrast.enabled ? 'highContrast' : 'normal']
                  return (
                    <Tooltip key={c} title={t(`colours.${c}`)}>
                      <Radio
                        value={c}
                        slotProps={{ input: { 'aria-label': t(`colours.${c}`) } }}
                        icon={<Box sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: hex }} />}
                        checkedIcon={
                          <Box
                            sx={{
                              width: 24,
                              height: 24,
                              borderRadius: '50%',
                              bgcolor: hex,
                              color: '#fff',
                              display: 'flex',
                              alignItems: 'center',
                              justifyContent: 'center',
                              outline: '2px solid',
                              outlineColor: 'text.primary',
                              outlineOffset: 2,
                            }}
                          >
                            <CheckIcon fontSize="small" />
                          </Box>
                        }
                      />
                    </Tooltip>
                  )
                })}
              </RadioGroup>
            </FormControl>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <FormControlLabel
                control={<Switch checked={form.alert} onChange={(e) => set('alert', e.target.checked)} />}
                label={t('form.alert')}
              />
              {form.alert && (
                <>
                  <TextField
                    type="number"
                    size="small"
                    label={t('form.alertNumber')}
                    value={form.alertNumber}
                    onChange={(e) =>
                      set('alertNumber', Math.max(0, Math.min(10_000, Number(e.target.value) || 0)))
                    }
                    slotProps={{ htmlInput: { min: 0, max: 10_000 } }}
                  />
                  <TextField
                    select
                    size="small"
                    label={t('form.alertUnit')}
                    value={form.alertUnit}
                    onChange={(e) => set('alertUnit', e.target.value as CalendarAlertUnit)}
                    sx={{ minWidth: 120 }}
                  >
                    {calendarAlertUnits.map((u) => (
                      <MenuItem key={u} value={u}>
                        {t(`alertUnits.${u}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </>
              )}
            </Stack>
            <TextField
              select
              label={t('form.recurrence')}
              value={form.frequency}
              onChange={(e) => set('frequency', e.target.value as CalendarRecurrence)}
            >
              {calendarRecurrences.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`recurrenceLabel.${r}`)}
                </MenuItem>
              ))}
            </TextField>
            {form.frequency !== 'none' && (
              <>
                <TextField
                  type="date"
                  label={t('form.until')}
                  value={form.until}
                  onChange={(e) => set('until', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <Stack spacing={1} role="group" aria-label={t('form.exceptions')}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      type="date"
                      size="small"
                      label={t('form.exceptions')}
                      value={exceptionDay}
                      onChange={(e) => setExceptionDay(e.target.value)}
                      slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <Button
                      disabled={!exceptionDay}
                      onClick={() => {
                        set('exceptions', [...new Set([...form.exceptions, exceptionDay])].sort())
                        setExceptionDay('')
                      }}
                    >
                      {t('form.exceptionAdd')}
                    </Button>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {form.exceptions.map((d) => (
                      <Chip
                        key={d}
                        label={d}
                        size="small"
                        onDelete={() =>
                          set(
                            'exceptions',
                            form.exceptions.filter((x) => x !== d),
                          )
                        }
                        deleteIcon={<CancelIcon titleAccess={t('form.exceptionRemove', { date: d })} />}
                      />
                    ))}
                  </Stack>
                </Stack>
              </>
            )}
            <Autocomplete
              options={zoneList}
              value={form.timezone}
              disableClearable
              onChange={(_, zone) => set('timezone', zone)}
              renderInput={(params) => <TextField {...params} label={t('form.timezone')} />}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        {step === 1 && <Button onClick={() => setStep(0)}>{t('form.back')}</Button>}
        {step === 0 ? (
          <Button variant="contained" onClick={next}>
            {t('form.next')}
          </Button>
        ) : (
          <Button variant="contained" disabled={save.isPending} onClick={submit}>
            {t('form.save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
