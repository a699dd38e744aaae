import { useRef } from 'react'
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { DocumentTemplate, TemplateKind } from '@nido/domain/contracts/manager-documents'
import { templateModes } from '@nido/domain/enums/manager'
import { ApiError } from '@/api/client'
import { useFieldErrorText } from '@/ui/form/field-error'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useCreateTemplate, useUpdateTemplate } from '../queries'
import { MergeFields } from './merge-fields'
import {
  asksFamily,
  hasBody,
  templateBody,
  templateFormValues,
  unknownFieldsOf,
  unknownFieldsToken,
  zTemplateForm,
  type TemplateForm,
} from './template-form'
import '../i18n'

// Writing a template (spec 000 §2 templates and contract-templates, §3 template modes): its name,
// a document template's mode, the text with its merge fields listed beside it (a click inserts
// one where the cursor is), what the family must provide, and a contract template's default
// switch. The server refuses unknown fields (TEMPLATE_FIELD_UNKNOWN), shown on the text.

export function TemplateDialog({
  userId,
  kind,
  template,
  onClose,
}: {
  userId: string
  kind: TemplateKind
  /** The template changed; a new one when absent. */
  template?: DocumentTemplate
  onClose: () => void
}) {
  const { t } = useTranslation('managerDocuments')
  const toast = useToast()
  const create = useCreateTemplate(userId)
  const update = useUpdateTemplate(userId, template?.id ?? '')
  const save = template ? update : create
  const form = useForm<TemplateForm>({
    defaultValues: templateFormValues(kind, template),
    resolver: formResolver(zTemplateForm),
  })
  const mode = useWatch({ control: form.control, name: 'mode' })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  const submit = form.handleSubmit((values) =>
    save.mutate(templateBody(values), {
      onSuccess: () => {
        toast.success(t('templates.saved'))
        onClose()
      },
      onError: (e) => {
        if (e instanceof ApiError && e.errorCode === 'TEMPLATE_FIELD_UNKNOWN') {
          const fields = unknownFieldsOf(e.details)
          if (fields.length > 0) {
            form.setError(
              'body',
              { type: 'server', message: unknownFieldsToken(fields) },
              { shouldFocus: true },
            )
            return
          }
        }
        if (!setServerErrors(e, form.setError, { fields: ['name', 'mode', 'body', 'instructions'] }))
          toast.apiError(e)
      },
    }),
  )
  const title = template
    ? t('templates.editTitle', { name: template.name })
    : t(kind === 'contract' ? 'templates.newContractTitle' : 'templates.newTitle')
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="lg" aria-labelledby="template-dialog-title">
      <DialogTitle id="template-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <form id="template-form" noValidate onSubmit={(e) => void submit(e)}>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={form.control}
                name="name"
                label={t('templates.name')}
                required
                autoFocus
                fullWidth
              />
              {kind === 'document' && (
                <FormTextField
                  control={form.control}
                  name="mode"
                  label={t('templates.mode')}
                  select
                  fullWidth
                  helperText={t(`modeHelp.${mode}`)}
                >
                  {templateModes.map((m) => (
                    <MenuItem key={m} value={m}>
                      {t(`modes.${m}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
              )}
            </Stack>
            {kind === 'document' && asksFamily(mode) && (
              <FormTextField
                control={form.control}
                name="instructions"
                label={t('templates.instructions')}
                helperText={t('templates.instructionsHelp')}
                multiline
                minRows={2}
                fullWidth
              />
            )}
            {hasBody(kind, mode) && <BodyField control={form.control} />}
            {kind === 'contract' && (
              <Controller
                control={form.control}
                name="isDefault"
                render={({ field }) => (
                  <FormControlLabel
                    label={t('templates.defaultSwitch')}
                    control={
                      <Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                  />
                )}
              />
            )}
          </Stack>
        </form>
        {confirmDialog}
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button type="submit" form="template-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** The text, with the merge fields beside it: a click inserts one at the cursor. */
function BodyField({ control }: { control: Control<TemplateForm> }) {
  const { t } = useTranslation('managerDocuments')
  const { field, fieldState } = useController({ control, name: 'body' })
  const errorText = useFieldErrorText()(fieldState.error)
  const input = useRef<HTMLTextAreaElement | null>(null)

  function insert(name: string) {
    const text = `{{${name}}}`
    const el = input.current
    const value = field.value
    const start = el?.selectionStart ?? value.length
    const end = el?.selectionEnd ?? value.length
    field.onChange(value.slice(0, start) + text + value.slice(end))
    // Back in the text, the cursor after the field, once React wrote the new value.
    requestAnimationFrame(() => {
      el?.focus()
      el?.setSelectionRange(start + text.length, start + text.length)
    })
  }

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={(el: HTMLTextAreaElement | null) => {
          input.current = el
          field.ref(el)
        }}
        label={t('templates.body')}
        required
        multiline
        minRows={12}
        fullWidth
        error={!!errorText}
        helperText={errorText ?? t('templates.bodyHelp')}
        slotProps={{ htmlInput: { spellCheck: true } }}
      />
      <Box sx={{ minWidth: 260 }}>
        <Typography id="merge-fields-title" variant="subtitle2" component="h3">
          {t('templates.fields')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('templates.fieldsHelp')}
        </Typography>
        <MergeFields labelledBy="merge-fields-title" onInsert={insert} />
      </Box>
    </Stack>
  )
}
