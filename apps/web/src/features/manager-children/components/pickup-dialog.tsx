import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { PickupPerson } from '@nido/domain/contracts/manager-children'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSavePickupPerson } from '../queries'
import { pickupBody, pickupFormValues, zPickupForm, type PickupForm } from './forms'
import '../i18n'

// A person allowed to pick the child up (docs/manager-children.md): name, relationship, phone and
// how their identity is checked at the door. Closing with unsaved changes asks first.

export function PickupDialog({
  userId,
  childId,
  person,
  onClose,
}: {
  userId: string
  childId: string
  person: PickupPerson | null
  onClose: () => void
}) {
  const { t } = useTranslation('managerChildren')
  const toast = useToast()
  const save = useSavePickupPerson(userId, childId, person?.id ?? null)
  const form = useForm<PickupForm>({
    defaultValues: pickupFormValues(person),
    resolver: formResolver(zPickupForm),
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  const submit = form.handleSubmit((values) =>
    save.mutate(pickupBody(values), {
      onSuccess: () => {
        toast.success(
          person
            ? t('pickup.saved')
            : t('pickup.created', { name: `${values.firstname} ${values.lastname}` }),
        )
        onClose()
      },
      onError: (e) => {
        setServerErrors(e, form.setError, {
          fields: ['firstname', 'lastname', 'relationship', 'phone', 'identityCheckNote'],
        })
        toast.apiError(e)
      },
    }),
  )
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="pickup-dialog-title">
      <DialogTitle id="pickup-dialog-title">{t(person ? 'pickup.editTitle' : 'pickup.newTitle')}</DialogTitle>
      <DialogContent>
        <form id="pickup-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="firstname"
                label={t('pickup.firstname')}
                required
                autoFocus
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="lastname"
                label={t('pickup.lastname')}
                required
                fullWidth
              />
            </Stack>
            <Stack direction="row" spacing={2}>
              <FormTextField
                control={form.control}
                name="relationship"
                label={t('pickup.relationship')}
                required
                fullWidth
              />
              <FormTextField
                control={form.control}
                name="phone"
                label={t('pickup.phone')}
                type="tel"
                fullWidth
              />
            </Stack>
            <FormTextField
              control={form.control}
              name="identityCheckNote"
              label={t('pickup.identityCheckNote')}
              helperText={t('pickup.identityCheckHelp')}
              multiline
              minRows={2}
              fullWidth
            />
          </Stack>
        </form>
        {confirmDialog}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button type="submit" form="pickup-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
