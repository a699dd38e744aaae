import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ChildFileDetail } from '@nido/domain/contracts/manager-children'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSaveFile } from '../queries'
import { fileBody, fileFormValues, zFileForm, type FileForm } from './forms'
import '../i18n'

// The child's file (docs/manager-children.md): health notes, allergies, doctor, who to call in an
// emergency. Leaving the page with unsaved changes asks first; observers read it without controls.

export function FileEditor({ userId, detail }: { userId: string; detail: ChildFileDetail }) {
  const { t } = useTranslation('managerChildren')
  const toast = useToast()
  const readOnly = !detail.canEdit
  const save = useSaveFile(userId, detail.child.id)
  const form = useForm<FileForm>({
    defaultValues: fileFormValues(detail.file),
    resolver: formResolver(zFileForm),
  })
  const { confirmDialog } = useUnsavedChangesPage(form.formState.isDirty && !save.isPending)

  const submit = form.handleSubmit((values) =>
    save.mutate(fileBody(values), {
      onSuccess: (saved) => {
        form.reset(fileFormValues(saved.file))
        toast.success(t('child.saved'))
      },
      onError: (e) => {
        setServerErrors(e, form.setError, {
          fields: [
            'healthNotes',
            'allergies',
            'doctorName',
            'doctorPhone',
            'emergencyContactName',
            'emergencyContactPhone',
          ],
        })
        toast.apiError(e)
      },
    }),
  )

  const field = (
    name: keyof FileForm,
    label: string,
    extra: { multiline?: boolean; helperText?: string; inputMode?: 'tel' } = {},
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      label={label}
      fullWidth
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      helperText={extra.helperText}
      type={extra.inputMode === 'tel' ? 'tel' : undefined}
      autoComplete="off"
      slotProps={{ input: { readOnly } }}
    />
  )

  return (
    <Paper variant="outlined" component="section" aria-labelledby="file-title" sx={{ p: 2 }}>
      <Typography id="file-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('child.fileTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="file-title">
        <Stack spacing={2}>
          {detail.file === null && <Alert severity="info">{t('child.noFileYet')}</Alert>}
          {field('healthNotes', t('child.healthNotes'), { multiline: true })}
          {field('allergies', t('child.allergies'), { multiline: true })}
          <Stack direction="row" spacing={2}>
            {field('doctorName', t('child.doctorName'))}
            {field('doctorPhone', t('child.doctorPhone'), { inputMode: 'tel' })}
          </Stack>
          <Stack direction="row" spacing={2}>
            {field('emergencyContactName', t('child.emergencyName'), {
              helperText: t('child.emergencyHelp'),
            })}
            {field('emergencyContactPhone', t('child.emergencyPhone'), { inputMode: 'tel' })}
          </Stack>
          {!readOnly && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button disabled={!form.formState.isDirty || save.isPending} onClick={() => form.reset()}>
                {t('reset')}
              </Button>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {t('save')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Box>
      {confirmDialog}
    </Paper>
  )
}
