import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
} from '@mui/material'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zServiceOptionInput, type ServiceOption } from '@nido/domain/contracts/manager-structure'
import { priceCategories, priceUnits, pricingUnits } from '@nido/domain/enums/manager'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { amountText, centsOf } from '@/ui/money'
import { useSaveServiceOption } from '../queries'
import '../i18n'

// A service option of the pricing catalogue (docs/manager.md "Pricing"): the price is typed as an
// amount and sent in integer cents; no category means childcare itself, food or other an extra.

const care = 'care' as const
const categories = [care, ...priceCategories] as const
const zForm = zServiceOptionInput.omit({ unitPriceCents: true, category: true }).extend({
  price: z.string().refine((s) => centsOf(s) !== null, 'managerStructure:pricing.priceInvalid'),
  category: z.enum(categories),
})
type Form = z.input<typeof zForm>

const defaultPriceUnit = { hourly: 'hour', 'semi-daily': 'half-day', daily: 'day', monthly: 'month' } as const

export function ServiceOptionDialog({
  userId,
  option,
  onClose,
}: {
  userId: string
  option: ServiceOption | null
  onClose: () => void
}) {
  const { t } = useTranslation('managerStructure')
  const toast = useToast()
  const save = useSaveServiceOption(userId, option?.id ?? null)
  const form = useForm<Form>({
    defaultValues: {
      name: option?.name ?? '',
      pricingUnit: option?.pricingUnit ?? 'hourly',
      price: option ? amountText(option.unitPriceCents) : '',
      priceUnit: option?.priceUnit ?? 'hour',
      priceUnitLabel: option?.priceUnitLabel ?? '',
      category: option?.category ?? care,
      active: option?.active ?? true,
    },
    resolver: formResolver(zForm),
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  const submit = form.handleSubmit(({ price, category, ...v }) =>
    save.mutate(
      { ...v, unitPriceCents: centsOf(price) ?? 0, category: category === care ? null : category },
      {
        onSuccess: () => {
          toast.success(t(option ? 'pricing.saved' : 'pricing.created'))
          onClose()
        },
        onError: (e) => {
          setServerErrors(e, form.setError, {
            fields: ['name', 'pricingUnit', 'priceUnit', 'priceUnitLabel', 'category'],
            rename: { unitPriceCents: 'price' },
          })
          toast.apiError(e)
        },
      },
    ),
  )
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="option-dialog-title">
      <DialogTitle id="option-dialog-title">
        {t(option ? 'pricing.editTitle' : 'pricing.newTitle')}
      </DialogTitle>
      <DialogContent>
        <form id="option-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField control={form.control} name="name" label={t('pricing.name')} autoFocus fullWidth />
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="category"
                label={t('pricing.category')}
                select
                fullWidth
              >
                {categories.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`pricing.categories.${c}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={form.control}
                name="pricingUnit"
                label={t('pricing.pricingUnit')}
                select
                fullWidth
                parse={(unit) => {
                  // The price unit follows the pricing unit until someone picks another.
                  if (!form.formState.dirtyFields.priceUnit)
                    form.setValue('priceUnit', defaultPriceUnit[unit as keyof typeof defaultPriceUnit])
                  return unit
                }}
              >
                {pricingUnits.map((u) => (
                  <MenuItem key={u} value={u}>
                    {t(`pricing.pricingUnits.${u}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="price"
                label={t('pricing.price')}
                inputMode="decimal"
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="priceUnit"
                label={t('pricing.priceUnit')}
                select
                fullWidth
              >
                {priceUnits.map((u) => (
                  <MenuItem key={u} value={u}>
                    {t(`pricing.priceUnits.${u}`)}
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={form.control}
                name="priceUnitLabel"
                label={t('pricing.priceUnitLabel')}
                helperText={t('pricing.priceUnitLabelHelp')}
                fullWidth
              />
            </Stack>
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  label={t('pricing.active')}
                  control={
                    <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                />
              )}
            />
          </Stack>
        </form>
        {confirmDialog}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button type="submit" form="option-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
