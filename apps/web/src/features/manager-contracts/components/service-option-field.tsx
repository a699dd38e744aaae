import { MenuItem } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '@/ui/form/text-field'
import { formatMoney } from '@/ui/money'
import { currentLanguage } from '@/i18n/index'
import { childcareOptionsQuery } from '../queries'
import type { ContractForm } from './contract-form'

// The catalogue's childcare option a contract uses (docs/manager.md "Pricing"; the extras such as
// meals are billed apart): the current school's current options without a category, and the
// contract's own one when it has since been archived.

export function ServiceOptionField({
  control,
  userId,
  kept,
}: {
  control: Control<ContractForm>
  userId: string
  kept: { id: string; name: string } | null
}) {
  const { t } = useTranslation('managerContracts')
  const language = currentLanguage()
  const query = useQuery(childcareOptionsQuery(userId))
  const options = query.data ?? []
  const archived = kept && !options.some((o) => o.id === kept.id) ? kept : null
  return (
    <FormTextField
      control={control}
      name="serviceOptionId"
      label={t('form.serviceOption')}
      helperText={query.isError ? t('form.serviceOptionsFailed') : t('form.optional')}
      select
      fullWidth
    >
      <MenuItem value="">{t('form.noServiceOption')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {`${o.name} · ${formatMoney(o.unitPriceCents, o.currency, language)} · ${t(`pricingUnits.${o.pricingUnit}`)}`}
        </MenuItem>
      ))}
      {archived && <MenuItem value={archived.id}>{archived.name}</MenuItem>}
    </FormTextField>
  )
}
