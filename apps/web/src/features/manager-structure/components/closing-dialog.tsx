import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zClosingInput, type Closing } from '@nido/domain/contracts/manager-structure'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSaveClosing } from '../queries'
import '../i18n'

// A closing period with a label (docs/manager.md "Openings"): whole days, or the same hours of
// each day when both times are given. Times are typed as text ('' for none) and sent as null.

const zForm = zClosingInput
  .extend({
    startsAt: z.union([z.literal(''), zClosingInput.shape.startsAt.unwrap()]),
    endsAt: z.union([z.literal(''), zClosingInput.shape.endsAt.unwrap()]),
  })
  .superRefine((v, ctx) => {
    if (v.dateTo < v.dateFrom)
      ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'managerStructure:closings.endBeforeStart' })
    if ((v.startsAt === '') !== (v.endsAt === ''))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'managerStructure:closings.bothTimes' })
    else if (v.startsAt !== '' && v.startsAt >= v.endsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'managerStructure:closings.endBeforeStart' })
  })
type Form = z.input<typeof zForm>

export function ClosingDialog({
  userId,
  closing,
  onClose,
}: {
  userId: string
  closing: Closing | null
  onClose: () => void
}) {
  const { t } = useTranslation('managerStructure')
  const toast = useToast()
  const save = useSaveClosing(userId, closing?.id ?? null)
  const form = useForm<Form>({
    defaultValues: {
      label: closing?.label ?? '',
      dateFrom: closing?.dateFrom ?? '',
      dateTo: closing?.dateTo ?? '',
      startsAt: closing?.startsAt ?? '',
      endsAt: closing?.endsAt ?? '',
    },
    resolver: formResolver(zForm),
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  const submit = form.handleSubmit((v) =>
    save.mutate(
      { ...v, startsAt: v.startsAt === '' ? null : v.startsAt, endsAt: v.endsAt === '' ? null : v.endsAt },
      {
        onSuccess: () => {
          toast.success(t(closing ? 'closings.saved' : 'closings.created'))
          onClose()
        },
        onError: (e) => {
          setServerErrors(e, form.setError, { fields: ['label', 'dateFrom', 'dateTo', 'startsAt', 'endsAt'] })
          toast.apiError(e)
        },
      },
    ),
  )
  const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } }, fullWidth: true } as const
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="closing-dialog-title">
      <DialogTitle id="closing-dialog-title">
        {t(closing ? 'closings.editTitle' : 'closings.newTitle')}
      </DialogTitle>
      <DialogContent>
        <form id="closing-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <FormTextField
              control={form.control}
              name="label"
              label={t('closings.label')}
              autoFocus
              fullWidth
            />
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="dateFrom"
                label={t('closings.dateFrom')}
                {...dateProps}
              />
              <FormTextField
                control={form.control}
                name="dateTo"
                label={t('closings.dateTo')}
                {...dateProps}
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="startsAt"
                label={t('closings.startsAt')}
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
                helperText={t('closings.timesHelp')}
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="endsAt"
                label={t('closings.endsAt')}
                type="time"
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            </Stack>
          </Stack>
        </form>
        {confirmDialog}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button type="submit" form="closing-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
