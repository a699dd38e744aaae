import {
  Checkbox,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FieldError } from '@/ui/form/field-error'
import { FormTextField } from '@/ui/form/text-field'
import type { ContractForm } from './contract-form'

// One week of the contract's presences (docs/manager-contracts.md "The form"): a row per weekday
// with present, arrival and departure, and a second slot for a day split in two (the child goes
// home at noon and comes back). Ticking the second slot ends the first at noon when it ran past.

const noon = '12:00'

export function WeekTable({
  control,
  setValue,
  week,
  title,
  days,
}: {
  control: Control<ContractForm>
  setValue: UseFormSetValue<ContractForm>
  week: number
  title: string | null
  days: readonly number[]
}) {
  const { t } = useTranslation('managerContracts')
  const label = title ?? t('form.presences')
  return (
    <TableContainer component={Paper} variant="outlined">
      {title && (
        <Typography variant="subtitle1" component="p" sx={{ px: 2, pt: 1 }}>
          {title}
        </Typography>
      )}
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {(['day', 'present', 'start', 'end', 'secondSlot'] as const).map((column) => (
              <TableCell key={column} component="th" scope="col">
                {t(`form.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((weekday) => (
            <DayRow key={weekday} control={control} setValue={setValue} week={week} weekday={weekday} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function DayRow({
  control,
  setValue,
  week,
  weekday,
}: {
  control: Control<ContractForm>
  setValue: UseFormSetValue<ContractForm>
  week: number
  weekday: number
}) {
  const { t } = useTranslation('managerContracts')
  const day = t(`weekdays.${weekday}` as 'weekdays.1')
  const at = `weeks.${week}.days.${weekday - 1}` as const
  const [on, split, end] = useWatch({ control, name: [`${at}.on`, `${at}.split`, `${at}.end`] })
  const time = (name: 'start' | 'end' | 'start2' | 'end2', labelKey: string) => (
    <FormTextField
      control={control}
      name={`${at}.${name}`}
      type="time"
      size="small"
      disabled={!on}
      slotProps={{ htmlInput: { 'aria-label': t(labelKey as 'form.startOn', { day }) } }}
    />
  )
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {day}
      </TableCell>
      <TableCell>
        <Controller
          control={control}
          name={`${at}.on`}
          render={({ field, fieldState }) => (
            <>
              <Checkbox
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                slotProps={{ input: { 'aria-label': t('form.presentOn', { day }) } }}
              />
              <FieldError error={fieldState.error} />
            </>
          )}
        />
      </TableCell>
      <TableCell>{time('start', 'form.startOn')}</TableCell>
      <TableCell>{time('end', 'form.endOn')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Controller
          control={control}
          name={`${at}.split`}
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              disabled={!on}
              onChange={(e) => {
                field.onChange(e.target.checked)
                if (e.target.checked && end > noon) setValue(`${at}.end`, noon, { shouldDirty: true })
              }}
              slotProps={{ input: { 'aria-label': t('form.secondSlotOn', { day }) } }}
            />
          )}
        />
        {on && split && (
          <>
            {time('start2', 'form.start2On')} {time('end2', 'form.end2On')}
          </>
        )}
      </TableCell>
    </TableRow>
  )
}
