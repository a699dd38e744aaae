import { useState } from 'react'
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Tab,
  Tabs,
} from '@mui/material'
import { Controller, useForm, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { AdminInAppMessage } from '@nido/domain/contracts/in-app-messages'
import { profileTypes } from '@nido/domain/enums/people'
import { languages, type Language } from '@nido/domain/i18n/languages'
import { ApiError } from '@/api/client'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { useSaveMessage } from '../queries'
import { bodyOf, fieldOfIssue, formOf, validate, type MessageForm } from './message-form'
import '../i18n'

// New or edited in-app message (docs/administration-settings.md "In-app messages"): a tab per
// language with its HTML content and button, the profile types it reaches (none: everyone) and
// its window. The contract's schema checks it first; the server sanitises the HTML.

interface Props {
  userId: string
  message: AdminInAppMessage | null
  now: Date
  onClose: () => void
}

export function MessageDialog({ userId, message, now, onClose }: Props) {
  const { t } = useTranslation('adminSettings')
  const { t: tc } = useTranslation()
  const toast = useToast()
  const save = useSaveMessage(userId, message?.id ?? null)
  const [language, setLanguage] = useState<Language>('en')
  const form = useForm<MessageForm>({ defaultValues: formOf(message, now) })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)

  const showIssues = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const field = fieldOfIssue(issue.path) as FieldPath<MessageForm>
      form.setError(field, { message: issue.message })
      const tab = String(issue.path[1] ?? '')
      if ((languages as readonly string[]).includes(tab)) setLanguage(tab as Language)
    }
  }

  const submit = form.handleSubmit((values) => {
    const checked = validate(values)
    if (!checked.success) return showIssues(checked.error.issues)
    save.mutate(bodyOf(values), {
      onSuccess: () => {
        toast.success(t('saved'))
        onClose()
      },
      onError: (e) => {
        const details =
          e instanceof ApiError && Array.isArray(e.details)
            ? (e.details as { path?: unknown; message?: unknown }[])
            : []
        const issues = details.flatMap((d) =>
          typeof d.path === 'string' && d.path.startsWith('body.')
            ? [{ path: d.path.slice(5).split('.'), message: typeof d.message === 'string' ? d.message : '' }]
            : [],
        )
        if (issues.length > 0) showIssues(issues)
        else toast.apiError(e)
      },
    })
  })

  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="md" aria-labelledby="message-dialog-title">
      <DialogTitle id="message-dialog-title">
        {t(message ? 'messages.editTitle' : 'messages.newTitle')}
      </DialogTitle>
      <DialogContent>
        <form id="message-form" noValidate onSubmit={(e) => void submit(e)}>
          <Tabs
            value={language}
            onChange={(_, l: Language) => setLanguage(l)}
            variant="scrollable"
            aria-label={t('messages.languages')}
          >
            {languages.map((l) => (
              <Tab key={l} value={l} label={t(`messages.language.${l}`)} />
            ))}
          </Tabs>
          {languages.map((l) => (
            <Box key={l} hidden={l !== language} role="tabpanel" sx={{ pt: 2 }}>
              <Stack spacing={2}>
                <FormTextField
                  control={form.control}
                  name={`content.${l}`}
                  label={t('messages.contentHtml')}
                  helperText={t('messages.contentHelp')}
                  multiline
                  minRows={4}
                  fullWidth
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField
                    control={form.control}
                    name={`buttonTitle.${l}`}
                    label={t('messages.buttonTitle')}
                    fullWidth
                  />
                  <FormTextField
                    control={form.control}
                    name={`buttonUrl.${l}`}
                    label={t('messages.buttonUrl')}
                    fullWidth
                  />
                </Stack>
              </Stack>
            </Box>
          ))}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <FormTextField
              control={form.control}
              name="startsAt"
              type="datetime-local"
              label={t('messages.startsAt')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="endsAt"
              type="datetime-local"
              label={t('messages.endsAt')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          </Stack>
          <Controller
            control={form.control}
            name="profileTypes"
            render={({ field }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, mt: 3 }}>
                <FormLabel component="legend">{t('messages.profileTypes')}</FormLabel>
                <FormGroup row>
                  {profileTypes.map((p) => (
                    <FormControlLabel
                      key={p}
                      label={tc(`profileTypes.${p}`)}
                      control={
                        <Checkbox
                          checked={field.value.includes(p)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...field.value, p] : field.value.filter((v) => v !== p),
                            )
                          }
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </Box>
            )}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>{t('cancel')}</Button>
        <Button type="submit" form="message-form" variant="contained" disabled={save.isPending}>
          {t('save')}
        </Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}
