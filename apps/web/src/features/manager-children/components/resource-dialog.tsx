import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
} from '@mui/material'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { resourceSources } from '@nido/domain/enums/manager-children'
import { localDateOf } from '@nido/domain/rules/calendar'
import { now } from '@/session/clock'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { DocumentsField, uploadedIds, uploading, type FileRow } from '@/ui/upload/documents-field'
import { useAddResource } from '../queries'
import { resourceBody, resourceFormValues, zResourceForm, type ResourceForm } from './forms'
import '../i18n'

// A new row of a guardian's household resources (docs/manager-children.md, decision 0050 §3): the
// date it applies from, the monthly amount typed in euros and sent in integer cents, the children
// in charge, AEEH, where the figures come from and what proves them. Rows are never changed.

/** Today in the browser's zone, as the date field's `YYYY-MM-DD`. */
const today = () => localDateOf(now(), Intl.DateTimeFormat().resolvedOptions().timeZone)

export function ResourceDialog({
  userId,
  guardianId,
  onClose,
}: {
  userId: string
  guardianId: string
  onClose: () => void
}) {
  const { t } = useTranslation('managerChildren')
  const toast = useToast()
  const add = useAddResource(userId, guardianId)
  const form = useForm<ResourceForm>({
    defaultValues: resourceFormValues(today()),
    resolver: formResolver(zResourceForm),
  })
  // The proof files (a tax notice, the CAF consultation): uploaded at once, sent with the row.
  const [proofs, setProofs] = useState<FileRow[]>([])
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(
    form.formState.isDirty || proofs.length > 0,
    onClose,
  )
  const submit = form.handleSubmit((values) =>
    add.mutate(resourceBody(values, uploadedIds(proofs)), {
      onSuccess: () => {
        toast.success(t('resources.created'))
        onClose()
      },
      onError: (e) => {
        setServerErrors(e, form.setError, {
          fields: ['validFrom', 'childrenInCharge', 'source', 'proofNote'],
          rename: { monthlyAmountCents: 'amount' },
        })
        toast.apiError(e)
      },
    }),
  )
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="resource-dialog-title">
      <DialogTitle id="resource-dialog-title">{t('resources.addTitle')}</DialogTitle>
      <DialogContent>
        <form id="resource-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="validFrom"
                label={t('resources.validFrom')}
                type="date"
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                control={form.control}
                name="amount"
                label={t('resources.amount')}
                inputMode="decimal"
                required
                autoFocus
                fullWidth
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="childrenInCharge"
                label={t('resources.childrenInCharge')}
                type="number"
                parse={Number}
                required
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="source"
                label={t('resources.source')}
                select
                fullWidth
              >
                {resourceSources.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`resources.sources.${s}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <Controller
              control={form.control}
              name="aeeh"
              render={({ field }) => (
                <FormControlLabel
                  label={t('resources.aeeh')}
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                />
              )}
            />
            <FormTextField
              control={form.control}
              name="proofNote"
              label={t('resources.proofNote')}
              helperText={t('resources.proofNoteHelp')}
              fullWidth
            />
            <DocumentsField
              kind="household-resource"
              rows={proofs}
              onChange={setProofs}
              accept="image/*,.heic,.pdf"
              label={t('resources.proofFiles')}
              listLabel={t('resources.proofFilesList')}
              onUploadError={(e) => toast.apiError(e)}
            />
          </Stack>
        </form>
        {confirmDialog}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button
          type="submit"
          form="resource-form"
          variant="contained"
          disabled={add.isPending || uploading(proofs)}
        >
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
