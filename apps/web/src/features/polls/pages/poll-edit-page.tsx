import { ErrorBlock } from '@/ui/error-block'
import { useState } from 'react'
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
import type { BoardTarget } from '@nido/domain/contracts/boards-common'
import type { Poll } from '@nido/domain/contracts/polls'
import { pollOptionsValid } from '@nido/domain/rules/poll-votes'
import { useToast } from '@/ui/toast'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ShareTargetsField } from '@/ui/share-targets-field'
import { useSignedInMe } from '@/session/session'
import { pollQuery, useDeletePoll, useSavePoll } from '../queries'
import '../i18n'

// Spec 000 §2 /polls/edit/{id} (`new` for a new poll): the question, single or multiple choice,
// the options, a closing date (no votes after it) and the repliers (the sharing targets).

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

interface OptionRow {
  key: string
  id?: string
  label: string
}

let counter = 0

function PollForm({ userId, poll }: { userId: string; poll: Poll | null }) {
  const { t } = useTranslation('polls')
  const toast = useToast()
  const navigate = useNavigate()
  const save = useSavePoll(userId, poll?.id ?? null)
  const remove = useDeletePoll(userId)
  const [question, setQuestion] = useState(poll?.question ?? '')
  const [multiple, setMultiple] = useState(poll?.supportsMultiple ?? false)
  const [closesAt, setClosesAt] = useState(toLocalInput(poll?.closesAt ?? null))
  const [targets, setTargets] = useState<BoardTarget[]>(poll?.targets ?? [])
  const [options, setOptions] = useState<OptionRow[]>(
    poll
      ? poll.options.map((o) => ({ key: o.id, id: o.id, label: o.label }))
      : [
          { key: 'o1', label: '' },
          { key: 'o2', label: '' },
        ],
  )
  const [submitted, setSubmitted] = useState(false)
  const [confirming, setConfirming] = useState(false)

  const labels = options.map((o) => o.label)
  const questionError = submitted && !question.trim() ? t('form.required') : undefined
  const optionsError = submitted && !pollOptionsValid(labels) ? t('polls.optionsInvalid') : undefined
  const targetsError = submitted && targets.length === 0 ? t('targets.required') : undefined

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!question.trim() || !pollOptionsValid(labels) || targets.length === 0) return
    const common = {
      question,
      supportsMultiple: multiple,
      closesAt: closesAt ? new Date(closesAt).toISOString() : null,
      targets,
    }
    save.mutate(
      poll
        ? {
            update: {
              ...common,
              options: options.map((o) => ({ ...(o.id ? { id: o.id } : {}), label: o.label })),
            },
          }
        : { create: { ...common, options: labels } },
      {
        onSuccess: (saved) => {
          toast.success(t(poll ? 'polls.saved' : 'polls.created'))
          void navigate(`/polls/${saved.id}`)
        },
        onError: (e) => toast.apiError(e),
      },
    )
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t(poll ? 'polls.editTitle' : 'polls.newTitle')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t('polls.question')}
          value={question}
          required
          onChange={(e) => setQuestion(e.target.value)}
          error={!!questionError}
          helperText={questionError}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FormControlLabel
          control={<Switch checked={multiple} onChange={(e) => setMultiple(e.target.checked)} />}
          label={t('polls.allowMultiple')}
        />
        <Stack spacing={1} role="group" aria-label={t('polls.options')}>
          {options.map((option, index) => (
            <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                fullWidth
                size="small"
                label={t('polls.option', { n: index + 1 })}
                value={option.label}
                onChange={(e) =>
                  setOptions((all) =>
                    all.map((o) => (o.key === option.key ? { ...o, label: e.target.value } : o)),
                  )
                }
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <IconButton
                aria-label={t('polls.removeOption', { n: index + 1 })}
                disabled={options.length <= 2}
                onClick={() => setOptions((all) => all.filter((o) => o.key !== option.key))}
              >
                <DeleteIcon />
              </IconButton>
            </Stack>
          ))}
          {optionsError && (
            <Typography variant="caption" color="error">
              {optionsError}
            </Typography>
          )}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={options.length >= 20}
              onClick={() => setOptions((all) => [...all, { key: `new-${++counter}`, label: '' }])}
            >
              {t('polls.addOption')}
            </Button>
          </Box>
        </Stack>
        <TextField
          type="datetime-local"
          label={t('polls.closingDate')}
          value={closesAt}
          onChange={(e) => setClosesAt(e.target.value)}
          helperText={t('polls.closingHelp')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ShareTargetsField userId={userId} value={targets} onChange={setTargets} error={targetsError} />
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
                void navigate('/polls')
              },
              onError: (e) => toast.apiError(e),
            })
          }
        />
      )}
    </Box>
  )
}
