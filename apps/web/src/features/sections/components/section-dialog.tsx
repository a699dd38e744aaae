import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { SectionItem } from '@nido/domain/contracts/sections'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSaveSection } from '../queries'
import { zSectionForm, type SectionForm } from './section-form'
import '../i18n'

// Spec 000 §2 /sections: create a section in the current school, or rename one (docs/sections.md).
// docs/forms.md: react-hook-form with the contract's rule, the server's field error on the field,
// and a question before a typed name is dropped.

interface Props {
  userId: string
  /** The school a new section is made in. */
  schoolId: string | null
  /** The section to rename, or null for a new one. */
  section: SectionItem | null
  onClose: () => void
}

export function SectionDialog({ userId, schoolId, section, onClose }: Props) {
  const { t } = useTranslation('sections')
  const toast = useToast()
  const save = useSaveSection(userId, section?.id ?? null, schoolId)
  const form = useForm<SectionForm>({
    defaultValues: { name: section?.name ?? '' },
    resolver: formResolver(zSectionForm),
  })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)

  const submit = form.handleSubmit((values) =>
    save.mutate(values.name, {
      onSuccess: () => {
        toast.success(t(section ? 'form.saved' : 'form.created'))
        onClose()
      },
      onError: (e) => {
        if (!setServerErrors(e, form.setError, { fields: ['name'] })) toast.apiError(e)
      },
    }),
  )

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="xs" aria-labelledby="section-dialog-title">
      <DialogTitle id="section-dialog-title">{t(section ? 'form.renameTitle' : 'form.newTitle')}</DialogTitle>
      <DialogContent>
        <form id="section-form" noValidate onSubmit={(e) => void submit(e)}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('form.name')}
            autoFocus
            fullWidth
            margin="dense"
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('form.cancel')}</Button>
        <Button type="submit" form="section-form" variant="contained" disabled={save.isPending}>
          {t('form.save')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
