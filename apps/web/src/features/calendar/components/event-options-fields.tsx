import { useMemo, useState } from 'react'
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Tooltip,
} from '@mui/material'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckIcon from '@mui/icons-material/Check'
import { Controller, useController, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  calendarAlertUnits,
  calendarColours,
  calendarPalette,
  calendarRecurrences,
} from '@nido/domain/enums/calendar'
import { useContrastMode } from '@/ui/contrast-mode'
import { FormTextField } from '@/ui/form/text-field'
import { EventSharingField } from './event-sharing-field'
import type { EventForm } from './event-form'
import '../i18n'

// The event dialog's second step (spec 001 §4): the options — sharing, description, colour,
// alert, repeat with its last day and skipped days, time zone.

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return [browserZone()]
  }
}

interface Props {
  userId: string
  control: Control<EventForm>
}

export function EventOptionsFields({ userId, control }: Props) {
  const { t } = useTranslation('calendar')
  const [alert, frequency] = useWatch({ control, name: ['alert', 'frequency'] })
  const zoneList = useMemo(zones, [])
  return (
    <Stack spacing={2}>
      <EventSharingField userId={userId} control={control} />
      <FormTextField
        control={control}
        name="description"
        label={t('form.description')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <ColourField control={control} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <FormControlLabel
          control={
            <Controller
              control={control}
              name="alert"
              render={({ field }) => (
                <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
              )}
            />
          }
          label={t('form.alert')}
        />
        {alert && (
          <>
            <FormTextField
              control={control}
              name="alertNumber"
              type="number"
              size="small"
              label={t('form.alertNumber')}
              parse={(text) => Math.max(0, Math.min(10_000, Number(text) || 0))}
              slotProps={{ htmlInput: { min: 0, max: 10_000 } }}
            />
            <FormTextField
              control={control}
              name="alertUnit"
              select
              size="small"
              label={t('form.alertUnit')}
              sx={{ minWidth: 120 }}
            >
              {calendarAlertUnits.map((u) => (
                <MenuItem key={u} value={u}>
                  {t(`alertUnits.${u}`)}
                </MenuItem>
              ))}
            </FormTextField>
          </>
        )}
      </Stack>
      <FormTextField control={control} name="frequency" select label={t('form.recurrence')}>
        {calendarRecurrences.map((r) => (
          <MenuItem key={r} value={r}>
            {t(`recurrenceLabel.${r}`)}
          </MenuItem>
        ))}
      </FormTextField>
      {frequency !== 'none' && (
        <>
          <FormTextField
            control={control}
            name="until"
            type="date"
            label={t('form.until')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ExceptionsField control={control} />
        </>
      )}
      <Controller
        control={control}
        name="timezone"
        render={({ field }) => (
          <Autocomplete
            options={zoneList}
            value={field.value}
            disableClearable
            onChange={(_, zone) => field.onChange(zone)}
            renderInput={(params) => <TextField {...params} label={t('form.timezone')} />}
          />
        )}
      />
    </Stack>
  )
}

function ColourField({ control }: { control: Control<EventForm> }) {
  const { t } = useTranslation('calendar')
  const contrast = useContrastMode()
  const { field } = useController({ control, name: 'colour' })
  return (
    <FormControl>
      <FormLabel id="calendar-colour-label">{t('form.colour')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="calendar-colour-label"
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
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
  )
}

/** The days a repeating event skips: a day field to add one, a chip to remove each. */
function ExceptionsField({ control }: { control: Control<EventForm> }) {
  const { t } = useTranslation('calendar')
  const { field } = useController({ control, name: 'exceptions' })
  const [day, setDay] = useState('')
  return (
    <Stack spacing={1} role="group" aria-label={t('form.exceptions')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={t('form.exceptions')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          disabled={!day}
          onClick={() => {
            field.onChange([...new Set([...field.value, day])].sort())
            setDay('')
          }}
        >
          {t('form.exceptionAdd')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {field.value.map((d) => (
          <Chip
            key={d}
            label={d}
            size="small"
            onDelete={() => field.onChange(field.value.filter((x) => x !== d))}
            deleteIcon={<CancelIcon titleAccess={t('form.exceptionRemove', { date: d })} />}
          />
        ))}
      </Stack>
    </Stack>
  )
}
