import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  advisorQuestionKinds,
  type AdvisorLibraryQuestion,
  type AdvisorQuestionKind,
} from '@nido/domain/contracts/advisor'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { useUnsavedChangesDialog } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import { AdvisorPage } from '../components/advisor-page'
import { libraryQuery, useDeleteLibraryQuestion, useSaveLibraryQuestion } from '../queries'
import '../i18n'

// Spec 000 §2 /advisor/questions (docs/advisor.md "Pages"): the group's questions library.
// Coordinators and survey (ETUDE) staff keep it; directors read it and add its questions to their
// campaigns (decision 0051 point 7).

export default function LibraryPage() {
  const { t } = useTranslation('advisor')
  const me = useSignedInMe()
  const toast = useToast()
  const query = useInfiniteQuery(libraryQuery(me.user.id))
  const remove = useDeleteLibraryQuestion(me.user.id)
  const [editing, setEditing] = useState<{ question: AdvisorLibraryQuestion | null } | null>(null)
  const [deleting, setDeleting] = useState<AdvisorLibraryQuestion | null>(null)
  const profile = me.meta.userPermission.profileType
  const readOnly = me.user.observer || (profile !== 'COORDINATOR' && profile !== 'ETUDE')
  const create = readOnly ? undefined : (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ question: null })}>
      {t('library.create')}
    </Button>
  )
  return (
    <>
      <AdvisorPage title={t('library.title')} intro={t('library.intro')} query={query} actions={create}>
        {(data) => {
          const questions = data.pages.flatMap((p) => p.items)
          return (
            <>
              {readOnly && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('library.readOnly')}
                </Alert>
              )}
              {questions.length === 0 ? (
                <EmptyState text={t('library.empty')} action={create} />
              ) : (
                <List aria-label={t('library.title')}>
                  {questions.map((q) => (
                    <ListItem
                      key={q.id}
                      divider
                      secondaryAction={
                        !readOnly && (
                          <Stack direction="row" spacing={1}>
                            <Button
                              aria-label={t('library.editOf', { content: q.content })}
                              onClick={() => setEditing({ question: q })}
                            >
                              {t('edit')}
                            </Button>
                            <Button
                              color="error"
                              aria-label={t('library.deleteOf', { content: q.content })}
                              onClick={() => setDeleting(q)}
                            >
                              {t('delete')}
                            </Button>
                          </Stack>
                        )
                      }
                    >
                      <ListItemText
                        sx={{ pr: readOnly ? 0 : 20 }}
                        primary={
                          <Link component={RouterLink} to={`/advisor/questions/${q.id}`}>
                            {q.content}
                          </Link>
                        }
                        secondary={[t(`kinds.${q.kind}`), q.nps && t('report.nps')]
                          .filter(Boolean)
                          .join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              {query.hasNextPage && (
                <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                  {t('more')}
                </Button>
              )}
            </>
          )
        }}
      </AdvisorPage>
      {editing && (
        <QuestionDialog userId={me.user.id} question={editing.question} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('library.deleteTitle')}
        text={`${deleting?.content ?? ''} — ${t('library.deleteText')}`}
        confirm={t('delete')}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('library.deleted')),
            onError: (e) => toast.apiError(e),
            onSettled: () => setDeleting(null),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

/** Create or edit a library question; its page (question/question-page.tsx) edits with it too. */
export function QuestionDialog({
  userId,
  question,
  onClose,
}: {
  userId: string
  question: AdvisorLibraryQuestion | null
  onClose: () => void
}) {
  const { t } = useTranslation('advisor')
  const toast = useToast()
  const save = useSaveLibraryQuestion(userId, question?.id ?? null)
  const [content, setContent] = useState(question?.content ?? '')
  const [kind, setKind] = useState<AdvisorQuestionKind>(question?.kind ?? 'stars')
  const [nps, setNps] = useState(question?.nps ?? false)
  const [submitted, setSubmitted] = useState(false)
  const dirty =
    content !== (question?.content ?? '') ||
    kind !== (question?.kind ?? 'stars') ||
    nps !== (question?.nps ?? false)
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(dirty, onClose)
  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (!content.trim()) return
    save.mutate(
      { content: content.trim(), kind, nps: kind === 'scale' && nps },
      {
        onSuccess: () => {
          toast.success(t(question ? 'library.saved' : 'library.created'))
          onClose()
        },
        onError: (error) => toast.apiError(error),
      },
    )
  }
  return (
    <Dialog open onClose={requestClose} fullWidth maxWidth="sm" aria-labelledby="advisor-question-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="advisor-question-title">
          {t(question ? 'library.editTitle' : 'library.newTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('library.content')}
              value={content}
              required
              multiline
              error={submitted && !content.trim()}
              onChange={(e) => setContent(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <TextField
              select
              label={t('library.kind')}
              value={kind}
              onChange={(e) => setKind(e.target.value as AdvisorQuestionKind)}
            >
              {advisorQuestionKinds.map((k) => (
                <MenuItem key={k} value={k}>
                  {t(`kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            {kind === 'scale' && (
              <FormControlLabel
                control={<Checkbox checked={nps} onChange={(e) => setNps(e.target.checked)} />}
                label={t('library.nps')}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </Box>
      {confirmDialog}
    </Dialog>
  )
}
