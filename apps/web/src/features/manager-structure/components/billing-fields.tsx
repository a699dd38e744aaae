import { MenuItem, Stack, Typography } from '@mui/material'
import type { Control, FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { BillingSettings } from '@nido/domain/contracts/manager-structure'
import {
  adaptationBillings,
  billingTimings,
  dueDateRules,
  mensualisationModes,
  presenceRoundings,
  waitingDayKinds,
} from '@nido/domain/enums/manager'
import { currentLanguage } from '@/i18n/index'
import { FormTextField } from '@/ui/form/text-field'
import '../i18n'
import { formatMonth } from '@/ui/format'

// The billing settings of a structure, and the group's defaults for new structures (docs/manager.md
// "Billing settings"): the same fields in both forms, under `billing`.

const months = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const

export function BillingFields<T extends { billing: BillingSettings }>({
  control,
  readOnly,
}: {
  control: Control<T>
  readOnly: boolean
}) {
  const { t } = useTranslation('managerStructure')
  const monthName = (m: number) => formatMonth(m, currentLanguage())
  // The generic form's paths under `billing` (react-hook-form cannot prove them for a generic T).
  const name = (field: keyof BillingSettings) => `billing.${field}` as FieldPath<T>
  const select = (field: keyof BillingSettings, values: readonly string[], label: string) => (
    <FormTextField control={control} name={name(field)} label={label} select fullWidth disabled={readOnly}>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {t(`billing.values.${field}.${v}` as 'billing.values.billingTiming.none')}
        </MenuItem>
      ))}
    </FormTextField>
  )
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2" id="billing-title">
        {t('billing.title')}
      </Typography>
      <Stack direction="row" spacing={2}>
        {select('mensualisationMode', mensualisationModes, t('billing.mensualisationMode'))}
        {select('billingTiming', billingTimings, t('billing.billingTiming'))}
      </Stack>
      <FormTextField
        control={control}
        name={name('monthsWithoutInvoice')}
        label={t('billing.monthsWithoutInvoice')}
        select
        fullWidth
        disabled={readOnly}
        helperText={t('billing.monthsWithoutInvoiceHelp')}
        slotProps={{ select: { multiple: true } }}
      >
        {months.map((m) => (
          <MenuItem key={m} value={m}>
            {monthName(m)}
          </MenuItem>
        ))}
      </FormTextField>
      <Stack direction="row" spacing={2}>
        {select('presenceRounding', presenceRoundings, t('billing.presenceRounding'))}
        <FormTextField
          control={control}
          name={name('roundingStepMinutes')}
          label={t('billing.roundingStepMinutes')}
          type="number"
          parse={Number}
          fullWidth
          disabled={readOnly}
          helperText={t('billing.roundingHelp')}
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <FormTextField
          control={control}
          name={name('illnessWaitingDays')}
          label={t('billing.illnessWaitingDays')}
          type="number"
          parse={Number}
          fullWidth
          disabled={readOnly}
        />
        {select('illnessWaitingDayKind', waitingDayKinds, t('billing.illnessWaitingDayKind'))}
      </Stack>
      {select('adaptationBilling', adaptationBillings, t('billing.adaptationBilling'))}
      <Stack direction="row" spacing={2}>
        {select('dueDateRule', dueDateRules, t('billing.dueDateRule'))}
        <FormTextField
          control={control}
          name={name('dueDateValue')}
          label={t('billing.dueDateValue')}
          type="number"
          parse={Number}
          fullWidth
          disabled={readOnly}
        />
      </Stack>
    </Stack>
  )
}
