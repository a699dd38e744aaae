import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { RateTableRowItem } from '@nido/domain/contracts/rate-tables'
import type { GroupId } from '@nido/domain/ids'
import type { RateTableKind } from '@nido/domain/manager/pricing/tables'
import { ApiError } from '@/api/client'
import { FormTextField } from '@/ui/form/text-field'
import { useToast } from '@/ui/toast'
import { useAddRateRow } from '../queries'
import { checkRow, type RowForm } from '../values-form'
import '../i18n'

// A new dated row of one table (docs/manager-pricing.md "Editing the tables"): its scope
// (national for a super admin, else one of the actor's groups), its dates, its values in euros or
// percent, and its source. Checked here as the server checks it: positive values, dates in order,
// no overlap with a row of the same scope.

interface Props {
  userId: string
  kind: RateTableKind
  rows: readonly RateTableRowItem[]
  groups: readonly { id: string; name: string }[]
  superAdmin: boolean
  onClose: () => void
}

type Form = RowForm & { scope: string }

export function RowDialog({ userId, kind, rows, groups, superAdmin, onClose }: Props) {
  const { t } = useTranslation('rateTables')
  const toast = useToast()
  const add = useAddRateRow(userId)
  const form = useForm<Form>({
    defaultValues: {
      scope: superAdmin ? 'national' : (groups[0]?.id ?? ''),
      validFrom: '',
      validTo: '',
      main: '',
      extra: '',
      source: '',
    },
  })

  const submit = form.handleSubmit((values) => {
    const groupId = values.scope === 'national' ? null : (values.scope as GroupId)
    if (values.source.trim() === '') return form.setError('source', { message: t('form.required') })
    const sameScope = rows.filter((r) => r.groupId === groupId)
    const checked = checkRow(kind, values, sameScope)
    if ('problem' in checked)
      return form.setError(checked.field, { message: t(`form.problem.${checked.problem}`) })
    add.mutate(
      {
        kind,
        groupId,
        validFrom: values.validFrom,
        validTo: values.validTo === '' ? null : values.validTo,
        values: checked.values,
        source: values.source,
      },
      {
        onSuccess: () => {
          toast.success(t('form.saved'))
          onClose()
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errorCode === 'RATE_TABLE_OVERLAP')
            form.setError('validFrom', { message: t('form.problem.overlap') })
          else toast.apiError(e)
        },
      },
    )
  })

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('form.title', { table: t(`kinds.${kind}.title`) })}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="rate-row-form" onSubmit={submit} spacing={2} sx={{ mt: 1 }} noValidate>
          <FormTextField control={form.control} name="scope" select label={t('form.scope')}>
            {superAdmin && <MenuItem value="national">{t('national')}</MenuItem>}
            {groups.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="validFrom"
            type="date"
            label={t('form.validFrom')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name="validTo"
            type="date"
            label={t('form.validTo')}
            helperText={t('form.validToHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name="main"
            label={t(`kinds.${kind}.input`)}
            helperText={t(`kinds.${kind}.inputHelp`)}
          />
          {kind === 'paje-brackets' && (
            <FormTextField
              control={form.control}
              name="extra"
              label={t('kinds.paje-brackets.extra')}
              helperText={t('kinds.paje-brackets.extraHelp')}
            />
          )}
          <FormTextField control={form.control} name="source" label={t('form.source')} multiline />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button type="submit" form="rate-row-form" variant="contained" disabled={add.isPending}>
          {t('form.add')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
