import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zGroupName, type GroupItem } from '@nido/domain/contracts/groups'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSaveGroup } from '../queries'
import '../i18n'

// Create a group (with its brand) or rename one: super admins (docs/administration.md "Groups").
const zGroupForm = z.object({ name: zGroupName })
type GroupForm = z.input<typeof zGroupForm>

export function GroupDialog({
  userId,
  group,
  onClose,
}: {
  userId: string
  group: GroupItem | null
  onClose: () => void
}) {
  const { t } = useTranslation('groups')
  const toast = useToast()
  const save = useSaveGroup(userId, group?.id ?? null)
  const form = useForm<GroupForm>({
    defaultValues: { name: group?.name ?? '' },
    resolver: formResolver(zGroupForm),
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  const submit = form.handleSubmit((values) =>
    save.mutate(values.name, {
      onSuccess: () => {
        toast.success(t(group ? 'saved' : 'created'))
        onClose()
      },
      onError: (e) => {
        if (!setServerErrors(e, form.setError, { fields: ['name'] })) toast.apiError(e)
      },
    }),
  )
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="xs" aria-labelledby="group-dialog-title">
      <DialogTitle id="group-dialog-title">{t(group ? 'renameTitle' : 'newTitle')}</DialogTitle>
      <DialogContent>
        <form id="group-form" noValidate onSubmit={(e) => void submit(e)}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('name')}
            autoFocus
            fullWidth
            margin="dense"
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button type="submit" form="group-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
