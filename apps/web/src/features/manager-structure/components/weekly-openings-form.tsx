import { Box, Button, IconButton, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zPeriod } from '@nido/domain/contracts/openings'
import type { ManagerOpenings, WeeklyOpenings } from '@nido/domain/contracts/manager-structure'
import { weekdays } from '@nido/domain/enums/structure'
import { invalidSlots } from '@nido/domain/rules/manager-structure'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { WeekdayTimeFields } from '@/ui/form/weekday-time-fields'
import { useToast } from '@/ui/toast'
import { useSaveOpenings } from '../queries'
import '../i18n'

// The weekly opening hours of the current school (docs/manager.md "Openings"): one row per period,
// saved whole; the daily module and the shell read them (spec 000 §5, §7).

const zForm = z
  .object({ periods: z.array(zPeriod.extend({ weekday: z.literal(weekdays) })).max(28) })
  .superRefine((v, ctx) => {
    const slots = v.periods.map((p) => ({ weekday: p.weekday, from: p.startsAt, to: p.endsAt }))
    for (const i of invalidSlots(slots))
      ctx.addIssue({
        code: 'custom',
        path: ['periods', i, 'endsAt'],
        message: 'managerStructure:slotInvalid',
      })
  })
type Form = z.input<typeof zForm>

const toForm = (o: ManagerOpenings): Form => ({
  periods: o.weekdays.flatMap((d) => d.periods.map((p) => ({ weekday: d.weekday, ...p }))),
})
const toBody = (f: Form): WeeklyOpenings => ({
  weekdays: weekdays.map((weekday) => ({
    weekday,
    periods: f.periods
      .filter((p) => p.weekday === weekday)
      .map(({ startsAt, endsAt }) => ({ startsAt, endsAt }))
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
  })),
})

export function WeeklyOpeningsForm({
  userId,
  openings,
  readOnly,
}: {
  userId: string
  openings: ManagerOpenings
  readOnly: boolean
}) {
  const { t } = useTranslation('managerStructure')
  const toast = useToast()
  const save = useSaveOpenings(userId)
  const form = useForm<Form>({ defaultValues: toForm(openings), resolver: formResolver(zForm) })
  const periods = useFieldArray({ control: form.control, name: 'periods' })
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty && !save.isPending)
  const submit = form.handleSubmit((values) =>
    save.mutate(toBody(values), {
      onSuccess: (saved) => {
        allowLeave()
        form.reset(toForm(saved))
        toast.success(t('openings.saved'))
      },
      onError: (e) => {
        setServerErrors(e, form.setError, { fields: ['periods'], rename: { weekdays: 'periods' } })
        toast.apiError(e)
      },
    }),
  )
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="weekly-title">
      <Typography id="weekly-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('openings.weeklyTitle')}
      </Typography>
      {periods.fields.length === 0 && (
        <Typography color="text.secondary">{t('openings.noPeriod')}</Typography>
      )}
      {periods.fields.map((row, index) => (
        <Stack key={row.id} direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }}>
          <WeekdayTimeFields
            control={form.control}
            names={{
              weekday: `periods.${index}.weekday`,
              from: `periods.${index}.startsAt`,
              to: `periods.${index}.endsAt`,
            }}
            labels={{ weekday: t('weekday'), from: t('from'), to: t('to') }}
            dayName={(d) => t(`days.${d}`)}
            disabled={readOnly}
          />
          {!readOnly && (
            <IconButton
              aria-label={t('openings.removePeriod', { n: index + 1 })}
              onClick={() => periods.remove(index)}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {!readOnly && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => periods.append({ weekday: 1, startsAt: '07:30', endsAt: '18:30' })}
          >
            {t('openings.addPeriod')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
            {t('reset')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('openings.saveWeekly')}
          </Button>
        </Stack>
      )}
      {confirmDialog}
    </Box>
  )
}
