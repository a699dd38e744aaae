import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ChildGuardian } from '@nido/domain/contracts/children-and-parents'
import { relationshipsOfferedForChild } from '@nido/domain/enums/people'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { emptyGuardian, zGuardianForm, type GuardianForm } from './child-forms'
import '../i18n'

// Spec 000 §3 guardianship (relationship, referent, parental authority): link a guardian to a
// child, a new account (names, e-mail and/or phone) or an existing one found by e-mail; or change
// how a linked guardian is linked (docs/children-and-parents.md). The caller saves: to the server
// on the child's page, to the form's list on a new child's.

interface Props {
  /** The linked guardian whose link is edited; none to add one. */
  guardian?: ChildGuardian | undefined
  busy?: boolean
  onSubmit: (form: GuardianForm) => Promise<void>
  onClose: () => void
}

export function GuardianDialog({ guardian, busy = false, onSubmit, onClose }: Props) {
  const { t } = useTranslation('childrenAndParents')
  const toast = useToast()
  const form = useForm<GuardianForm>({
    defaultValues: guardian
      ? {
          ...emptyGuardian,
          kind: 'existing',
          email: guardian.email ?? '',
          relationship: guardian.relationship,
          referent: guardian.referent,
          parentalAuthority: guardian.parentalAuthority,
        }
      : emptyGuardian,
    resolver: formResolver(zGuardianForm),
  })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
      onClose()
    } catch (e) {
      const fields = ['firstname', 'lastname', 'email', 'phone', 'relationship'] as const
      if (!setServerErrors(e, form.setError, { fields })) toast.apiError(e)
    }
  })

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="guardian-dialog-title">
      <DialogTitle id="guardian-dialog-title">
        {guardian
          ? t('guardian.editTitle', { name: `${guardian.firstname} ${guardian.lastname}` })
          : t('guardian.addTitle')}
      </DialogTitle>
      <DialogContent>
        <form id="guardian-form" noValidate onSubmit={(e) => void submit(e)}>
          {!guardian && (
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-label={t('guardian.kind')}
                  value={field.value}
                  onChange={(_, value) => field.onChange(value)}
                >
                  <FormControlLabel value="new" control={<Radio />} label={t('guardian.kindNew')} />
                  <FormControlLabel value="existing" control={<Radio />} label={t('guardian.kindExisting')} />
                </RadioGroup>
              )}
            />
          )}
          {!guardian && kind === 'new' && (
            <>
              <FormTextField
                control={form.control}
                name="firstname"
                label={t('fields.firstname')}
                fullWidth
                margin="dense"
              />
              <FormTextField
                control={form.control}
                name="lastname"
                label={t('fields.lastname')}
                fullWidth
                margin="dense"
              />
            </>
          )}
          {!guardian && (
            <FormTextField
              control={form.control}
              name="email"
              type="email"
              label={t('guardian.email')}
              helperText={kind === 'existing' ? t('guardian.existingHelp') : t('guardian.contactHelp')}
              fullWidth
              margin="dense"
            />
          )}
          {!guardian && kind === 'new' && (
            <FormTextField
              control={form.control}
              name="phone"
              type="tel"
              label={t('guardian.phone')}
              fullWidth
              margin="dense"
            />
          )}
          {guardian && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {[guardian.email, guardian.phone].filter(Boolean).join(' · ')}
            </Typography>
          )}
          <FormTextField
            control={form.control}
            name="relationship"
            select
            label={t('guardian.relationship')}
            fullWidth
            margin="dense"
          >
            {relationshipsOfferedForChild(guardian?.relationship).map((r) => (
              <MenuItem key={r} value={r}>
                {t(`relationships.${r}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            control={form.control}
            name="referent"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('guardian.referent')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="parentalAuthority"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('guardian.parentalAuthority')}
              />
            )}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button
          type="submit"
          form="guardian-form"
          variant="contained"
          disabled={busy || form.formState.isSubmitting}
        >
          {t('save')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
