import { useState } from 'react'
import { Box, Button, IconButton, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { zSchoolOpeningsWrite, type SchoolOpenings } from '@nido/domain/contracts/schools'
import { now } from '@/session/clock'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { WeekdayTimeFields } from '@/ui/form/weekday-time-fields'
import '../i18n'

// A school's weekly opening periods and exceptional closings (table `openings`, docs/administration.md
// "Schools"): the whole set is edited and saved at once. Saving with fewer rows than were loaded
// asks first, since the removed periods or closings are gone for the check-in and the calendar.

export function OpeningsForm({
  initial,
  busy,
  onSubmit,
}: {
  initial: SchoolOpenings
  busy: boolean
  onSubmit: (values: SchoolOpenings) => Promise<unknown>
}) {
  const { t } = useTranslation('schools')
  const form = useForm<SchoolOpenings>({
    defaultValues: initial,
    resolver: formResolver(zSchoolOpeningsWrite),
  })
  const periods = useFieldArray({ control: form.control, name: 'periods' })
  const closings = useFieldArray({ control: form.control, name: 'closings' })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(
    form.formState.isDirty && !form.formState.isSubmitting,
  )
  const [pending, setPending] = useState<SchoolOpenings | null>(null)

  const save = async (values: SchoolOpenings) => {
    try {
      allowLeave()
      await onSubmit(values)
      form.reset(values)
    } catch (e) {
      setServerErrors(e, form.setError, { fields: ['periods', 'closings'] })
    }
  }
  const submit = form.handleSubmit(async (values) => {
    const removed =
      values.periods.length < initial.periods.length || values.closings.length < initial.closings.length
    if (removed) setPending(values)
    else await save(values)
  })

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('openings.label')}>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {t('openings.periods')}
      </Typography>
      {periods.fields.length === 0 && (
        <Typography color="text.secondary">{t('openings.noPeriod')}</Typography>
      )}
      {periods.fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ my: 1, alignItems: 'center' }}
        >
          <WeekdayTimeFields
            control={form.control}
            names={{
              weekday: `periods.${index}.weekday`,
              from: `periods.${index}.startsAt`,
              to: `periods.${index}.endsAt`,
            }}
            labels={{ weekday: t('openings.weekday'), from: t('openings.from'), to: t('openings.to') }}
            dayName={(d) => t(`openings.days.${d}`)}
          />
          <IconButton
            aria-label={t('openings.removePeriod', { n: index + 1 })}
            onClick={() => periods.remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => periods.append({ weekday: 1, startsAt: '08:00', endsAt: '18:00' })}
      >
        {t('openings.addPeriod')}
      </Button>
      {form.formState.errors.periods?.root?.message || form.formState.errors.periods?.message ? (
        <Typography color="error" role="alert">
          {t('openings.invalidPeriods')}
        </Typography>
      ) : null}

      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('openings.closings')}
      </Typography>
      {closings.fields.length === 0 && (
        <Typography color="text.secondary">{t('openings.noClosing')}</Typography>
      )}
      {closings.fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ my: 1, alignItems: 'center' }}
        >
          <FormTextField
            control={form.control}
            name={`closings.${index}.label`}
            label={t('openings.closingLabel')}
          />
          <FormTextField
            control={form.control}
            name={`closings.${index}.dateFrom`}
            label={t('openings.dateFrom')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name={`closings.${index}.dateTo`}
            label={t('openings.dateTo')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <IconButton
            aria-label={t('openings.removeClosing', { n: index + 1 })}
            onClick={() => closings.remove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => {
          const today = now().toISOString().slice(0, 10)
          closings.append({ label: '', dateFrom: today, dateTo: today })
        }}
      >
        {t('openings.addClosing')}
      </Button>
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('form.save')}
        </Button>
      </Box>
      <ConfirmDialog
        open={pending !== null}
        title={t('openings.confirmTitle')}
        text={t('openings.confirmText')}
        confirm={t('openings.confirm')}
        busy={busy}
        onConfirm={() => {
          const values = pending
          setPending(null)
          if (values) void save(values)
        }}
        onClose={() => setPending(null)}
      />
      {confirmDialog}
    </form>
  )
}
