import { ErrorBlock } from '@/ui/error-block'
import { useState } from 'react'
import { useController, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import {
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { zPollCreate, type Poll } from '@nido/domain/contracts/polls'
import { pollOptionsValid } from '@nido/domain/rules/poll-votes'
import { FieldError, useFieldErrorText } from '@/ui/form/field-error'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ShareTargetsField } from '@/ui/share-targets-field'
import { useSignedInMe } from '@/session/session'
import { pollQuery, useDeletePoll, useSavePoll } from '../queries'
import '../i18n'

// Spec 000 §2 /polls/edit/{id} (`new` for a new poll): the question, single or multiple choice,
// the options, a closing date (no votes after it) and the repliers (the sharing targets). The
// form follows docs/forms.md: the contract's zPollCreate rules, server errors on their fields,
// and leaving with unsaved changes asks first.

export default function PollEditPage() {
  const { id = 'new' } = useParams()
  const me = useSignedInMe()
  const { t } = useTranslation('polls')
  const isNew = id === 'new'
  const existing = useQuery({ ...pollQuery(me.user.id, id), enabled: !isNew })
  if (!isNew && existing.isPending) return <CircularProgress aria-label={t('common.loading')} />
  if (!isNew && existing.isError)
    return (
      <ErrorBlock
        title={t('common.loadFailed')}
        error={existing.error}
        onRetry={() => void existing.refetch()}
      />
    )
  return <PollForm key={id} userId={me.user.id} poll={isNew ? null : (existing.data ?? null)} />
}

/** `YYYY-MM-DDTHH:mm` in local time, the value of a datetime-local input. */
function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

const zPollForm = z
  .object({
    question: zPollCreate.shape.question,
    multiple: zPollCreate.shape.supportsMultiple,
    /** `YYYY-MM-DDTHH:mm`, local; empty: never closes. */
    closesAt: z.string(),
    targets: zPollCreate.shape.targets.min(1, 'boards:targets.required'),
    /** `key` keeps a row's identity while rows are added and removed; `id` is a kept option's. */
    options: z.array(z.object({ key: z.string(), id: z.string().optional(), label: z.string() })),
  })
  .refine((f) => pollOptionsValid(f.options.map((o) => o.label)), {
    path: ['options'],
    message: 'boards:polls.optionsInvalid',
    when: () => true,
  })
type PollFormValues = z.infer<typeof zPollForm>

let counter = 0

function PollForm({ userId, poll }: { userId: string; poll: Poll | null }) {
  const { t } = useTranslation('polls')
  const toast = useToast()
  const navigate = useNavigate()
  const errorText = useFieldErrorText()
  const save = useSavePoll(userId, poll?.id ?? null)
  const remove = useDeletePoll(userId)
  const form = useForm<PollFormValues>({
    defaultValues: {
      question: poll?.question ?? '',
      multiple: poll?.supportsMultiple ?? false,
      closesAt: toLocalInput(poll?.closesAt ?? null),
      targets: poll?.targets ?? [],
      options: poll
        ? poll.options.map((o) => ({ key: o.id, id: o.id, label: o.label }))
        : [
            { key: 'o1', label: '' },
            { key: 'o2', label: '' },
          ],
    },
    resolver: formResolver(zPollForm),
  })
  const { field: options, fieldState: optionsState } = useController({
    control: form.control,
    name: 'options',
  })
  const { field: targets, fieldState: targetsState } = useController({
    control: form.control,
    name: 'targets',
  })
  const multiple = useWatch({ control: form.control, name: 'multiple' })
  const [confirming, setConfirming] = useState(false)
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty)
  // An error on the whole list (the resolver's) or on one row (the server's).
  const optionsError = optionsState.error

  const submit = form.handleSubmit((values) => {
    const labels = values.options.map((o) => o.label)
    const common = {
      question: values.question,
      supportsMultiple: values.multiple,
      closesAt: values.closesAt ? new Date(values.closesAt).toISOString() : null,
      targets: values.targets,
    }
    save.mutate(
      poll
        ? {
            update: {
              ...common,
              options: values.options.map((o) => ({ ...(o.id ? { id: o.id } : {}), label: o.label })),
            },
          }
        : { create: { ...common, options: labels } },
      {
        onSuccess: (saved) => {
          toast.success(t(poll ? 'polls.saved' : 'polls.created'))
          allowLeave()
          void navigate(`/polls/${saved.id}`)
        },
        onError: (e) => {
          const fields = {
            fields: ['question', 'closesAt', 'targets', 'options'] as const,
            rename: { supportsMultiple: 'multiple' } as const,
          }
          if (!setServerErrors(e, form.setError, fields)) toast.apiError(e)
        },
      },
    )
  })

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(poll ? 'polls.editTitle' : 'polls.newTitle')}
      </Typography>
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="question"
          label={t('polls.question')}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={multiple}
              onChange={(e) => form.setValue('multiple', e.target.checked, { shouldDirty: true })}
            />
          }
          label={t('polls.allowMultiple')}
        />
        <Stack spacing={1} role="group" aria-label={t('polls.options')}>
          {options.value.map((option, index) => (
            <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                fullWidth
                size="small"
                label={t('polls.option', { n: index + 1 })}
                value={option.label}
                onChange={(e) =>
                  options.onChange(
                    options.value.map((o) => (o.key === option.key ? { ...o, label: e.target.value } : o)),
                  )
                }
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <IconButton
                aria-label={t('polls.removeOption', { n: index + 1 })}
                disabled={options.value.length <= 2}
                onClick={() => options.onChange(options.value.filter((o) => o.key !== option.key))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          <FieldError error={optionsError?.root ?? optionsError} />
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={options.value.length >= 20}
              onClick={() => options.onChange([...options.value, { key: `new-${++counter}`, label: '' }])}
            >
              {t('polls.addOption')}
            </Button>
          </Box>
        </Stack>
        <FormTextField
          control={form.control}
          name="closesAt"
          type="datetime-local"
          label={t('polls.closingDate')}
          helperText={t('polls.closingHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ShareTargetsField
          userId={userId}
          value={targets.value}
          onChange={targets.onChange}
          error={errorText(targetsState.error)}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
          <Button onClick={() => void navigate(poll ? `/polls/${poll.id}` : '/polls')}>
            {t('common.cancel')}
          </Button>
          {poll?.canEdit && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('common.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {poll && (
        <ConfirmDialog
          confirm={t('common.delete')}
          open={confirming}
          title={t('polls.deleteTitle')}
          text={t('polls.deleteText', { question: poll.question })}
          busy={remove.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(poll.id, {
              onSuccess: () => {
                toast.success(t('polls.deleted'))
                allowLeave()
                void navigate('/polls')
              },
              onError: (e) => toast.apiError(e),
            })
          }
        />
      )}
      {confirmDialog}
    </Box>
  )
}
