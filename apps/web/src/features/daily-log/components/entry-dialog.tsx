import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { EntryInput } from '@nido/domain/contracts/daily-log'
import { dailyEntryKinds } from '@nido/domain/enums/daily'
import { timeStepMinutes } from '@nido/domain/rules/daily-times'
import { entryCommentMaxLength } from '@nido/domain/rules/daily-log'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import {
  entryOf,
  entryServerFields,
  initialEntryFields,
  zEntryForm,
  type EditedEntry,
  type EntryFields,
} from './entry-form'
import { EntryKindFields } from './entry-kind-fields'
import '../i18n'

// The form of an entry of any kind (spec 001 §3 sub-enumerations) with its time on
// 5-minute steps (§9), the bottle quantity in 10 mL steps up to the limit and the temperature
// rule (§5), the same rules the server applies (the contract's zEntryInput, entry-form.ts). The
// page saves; a failure comes back to the dialog, which shows the server's field errors on their
// fields and toasts the rest, and asks before dropping unsaved changes (docs/forms.md).

export function EntryDialog({
  open,
  entry,
  childCount,
  pending,
  onClose,
  onSubmit,
}: {
  open: boolean
  /** The entry to change, or null for a new one. */
  entry: EditedEntry | null
  childCount: number
  pending: boolean
  onClose: () => void
  /** Saves the entry; the page calls `onError` with the save's failure. */
  onSubmit: (entry: EntryInput, onError: (error: unknown) => void) => void
}) {
  const { t } = useTranslation('dailyLog')
  const toast = useToast()
  const form = useForm<EntryFields>({
    defaultValues: initialEntryFields(entry),
    resolver: formResolver(zEntryForm),
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  const submit = form.handleSubmit((values) =>
    onSubmit(entryOf(values), (error) => {
      if (!setServerErrors(error, form.setError, entryServerFields)) toast.apiError(error)
    }),
  )

  return (
    <Dialog open={open} onClose={pending ? undefined : requestClose} fullWidth maxWidth="sm">
      <DialogTitle>{entry ? t('dialog.titleEdit') : t('dialog.titleNew', { count: childCount })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField
            control={form.control}
            name="kind"
            select
            label={t('dialog.kind')}
            disabled={Boolean(entry)}
          >
            {dailyEntryKinds.map((k) => (
              <MenuItem key={k} value={k}>
                {t(`kinds.${k}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="time"
            type="time"
            label={t('dialog.time')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: timeStepMinutes * 60 } }}
          />
          <EntryKindFields control={form.control} />
          <FormTextField
            control={form.control}
            name="comment"
            label={t('dialog.comment')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: entryCommentMaxLength } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending}>
          {t('save')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
