import { FormControlLabel, Stack, Switch } from '@mui/material'
import { Controller, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '@/ui/form/text-field'
import type { EventForm } from './event-form'
import '../i18n'

// The event dialog's first step (spec 001 §4 "creation step: disabled to options"): what every
// event needs, its title and when it takes place.

export function EventWhenFields({ control }: { control: Control<EventForm> }) {
  const { t } = useTranslation('calendar')
  const [allDay, timezone] = useWatch({ control, name: ['allDay', 'timezone'] })
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="title"
        autoFocus
        required
        label={t('form.title')}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormControlLabel
        control={
          <Controller
            control={control}
            name="allDay"
            render={({ field }) => (
              <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
            )}
          />
        }
        label={t('form.allDay')}
      />
      {allDay ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="firstDay"
            type="date"
            label={t('form.firstDay')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <FormTextField
            control={control}
            name="lastDay"
            type="date"
            label={t('form.lastDay')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name="start"
            type="datetime-local"
            label={t('form.start')}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <FormTextField
            control={control}
            name="end"
            type="datetime-local"
            label={t('form.end')}
            helperText={t('form.timezoneHelp', { zone: timezone })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
      )}
    </Stack>
  )
}
