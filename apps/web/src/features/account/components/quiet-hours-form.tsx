import { useState, type FormEvent } from 'react'
import { Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { defaultQuietHours, type AccountSettings } from '@nido/domain/contracts/account'
import { useToast } from '@/ui/toast'
import { useUpdateSettings } from '../queries'
import { quietHoursBody, type QuietHoursValues } from '../notification-kinds'

// Quiet hours (docs/notifications.md, decision 0045): e-mails and push notices that come between
// start and end wait until end, read in the school's time zone. Saved as a pair; off = both null.

function initial(settings: AccountSettings): QuietHoursValues {
  const on = settings.quietHoursStart !== null && settings.quietHoursEnd !== null
  return {
    on,
    start: settings.quietHoursStart ?? defaultQuietHours.quietHoursStart ?? '22:00',
    end: settings.quietHoursEnd ?? defaultQuietHours.quietHoursEnd ?? '07:00',
  }
}

export function QuietHoursForm({ userId, settings }: { userId: string; settings: AccountSettings }) {
  const { t } = useTranslation('account')
  const toast = useToast()
  const update = useUpdateSettings(userId)
  const [values, setValues] = useState<QuietHoursValues>(() => initial(settings))
  const [submitted, setSubmitted] = useState(false)
  const startMissing = values.on && values.start === ''
  const endMissing = values.on && values.end === ''

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    if (startMissing || endMissing) return
    update.mutate(quietHoursBody(values), {
      onSuccess: () => toast.success(t('quietHours.saved')),
      onError: (error) => toast.apiError(error),
    })
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="account-quiet-hours" sx={{ mt: 3 }}>
      <Typography id="account-quiet-hours" variant="subtitle2" component="h3">
        {t('quietHours.title')}
      </Typography>
      <Typography id="account-quiet-hours-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('quietHours.help')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={values.on}
            onChange={(e) => setValues({ ...values, on: e.target.checked })}
            slotProps={{ input: { 'aria-describedby': 'account-quiet-hours-help' } }}
          />
        }
        label={t('quietHours.on')}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          type="time"
          size="small"
          label={t('quietHours.start')}
          value={values.start}
          disabled={!values.on}
          required={values.on}
          onChange={(e) => setValues({ ...values, start: e.target.value })}
          error={submitted && startMissing}
          helperText={submitted && startMissing ? t('quietHours.required') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          size="small"
          label={t('quietHours.end')}
          value={values.end}
          disabled={!values.on}
          required={values.on}
          onChange={(e) => setValues({ ...values, end: e.target.value })}
          error={submitted && endMissing}
          helperText={submitted && endMissing ? t('quietHours.required') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={update.isPending}>
          {t('quietHours.save')}
        </Button>
      </Stack>
    </Box>
  )
}
