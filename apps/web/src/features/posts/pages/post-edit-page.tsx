import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Post, ShareTargetInput } from '@nido/domain/contracts/posts'
import { meQuery } from '@/session/session'
import { useToast } from '@/ui/toast'
import { uploadFile } from '@/ui/upload/upload'
import { AttachmentsField, type AttachmentRow } from '../components/attachments-field'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { RichTextEditor } from '../components/rich-text-editor'
import { ShareTargetsField, shareTargetsQuery } from '@/ui/share-targets-field'
import { postQuery, useDeletePost, useSavePost } from '../queries'
import '../i18n'

// Spec 000 §2 /posts/edit/{id} (id `new` for a new post), issue 5 item 2: rich text, attachments
// with upload progress, sharing targets, delayed publication, save and delete with confirmation.

export default function PostEditPage() {
  const { id = 'new' } = useParams()
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return <Navigate to="/login" replace />
  return id === 'new' ? (
    <PostForm userId={me.user.id} post={null} />
  ) : (
    <ExistingPost userId={me.user.id} postId={id} />
  )
}

function ExistingPost({ userId, postId }: { userId: string; postId: string }) {
  const { data: post } = useSuspenseQuery(postQuery(userId, postId))
  return <PostForm key={post.id} userId={userId} post={post} />
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, for a datetime-local field. */
function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

function PostForm({ userId, post }: { userId: string; post: Post | null }) {
  const { t } = useTranslation('posts')
  const toast = useToast()
  const navigate = useNavigate()
  const save = useSavePost(userId)
  const remove = useDeletePost(userId)
  const targetsOptions = useQuery(shareTargetsQuery(userId, post?.schoolId))

  const [html, setHtml] = useState(post?.contentHtml ?? '')
  const [empty, setEmpty] = useState(!post || post.contentHtml === '')
  const [targets, setTargets] = useState<ShareTargetInput[]>(post?.targets ?? [])
  const [rows, setRows] = useState<AttachmentRow[]>(
    (post?.attachments ?? []).map((a) => ({
      key: a.id,
      mediaId: a.id,
      fileName: a.fileName,
      type: a.type,
      progress: 1,
      failed: false,
    })),
  )
  const delayed = post !== null && new Date(post.publishAt).getTime() > Date.now()
  const [later, setLater] = useState(delayed)
  const [publishAt, setPublishAt] = useState(
    toLocalInput(delayed && post ? new Date(post.publishAt) : new Date(Date.now() + 3_600_000)),
  )
  const [submitted, setSubmitted] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)

  const uploading = rows.some((r) => !r.mediaId && !r.failed)
  const ready = rows.filter((r) => r.mediaId)
  const nothingToShow = empty && ready.length === 0
  const noTargets = targets.length === 0
  const publishAtDate = new Date(publishAt)
  const publishAtInvalid =
    later && (Number.isNaN(publishAtDate.getTime()) || publishAtDate.getTime() <= Date.now())

  const addFiles = (files: File[]) => {
    for (const file of files) {
      const key = `${Date.now()}-${Math.random()}`
      setRows((r) => [
        ...r,
        { key, mediaId: null, fileName: file.name, type: null, progress: 0, failed: false },
      ])
      const update = (patch: Partial<AttachmentRow>) =>
        setRows((r) => r.map((row) => (row.key === key ? { ...row, ...patch } : row)))
      uploadFile(file, { kind: 'post', onProgress: (progress) => update({ progress }) }).then(
        (media) => update({ mediaId: media.id, type: media.type, progress: 1 }),
        (error: unknown) => {
          update({ failed: true })
          toast.apiError(error)
        },
      )
    }
  }

  const submit = () => {
    setSubmitted(true)
    if (nothingToShow || noTargets || uploading || publishAtInvalid) return
    save.mutate(
      {
        postId: post?.id ?? null,
        body: {
          contentHtml: empty ? '' : html,
          targets,
          mediaIds: ready.map((r) => r.mediaId!),
          publishAt: later ? publishAtDate.toISOString() : null,
          ...(post ? {} : targetsOptions.data?.schoolId ? { schoolId: targetsOptions.data.schoolId } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(saved.status === 'pending' ? t('edit.savedPending') : t('edit.saved'))
          void navigate('/')
        },
        onError: (error) => toast.apiError(error, post ? 'PUT' : 'POST'),
      },
    )
  }

  const doDelete = () =>
    post &&
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmDelete(false)
        toast.success(t('edit.deleted'))
        void navigate('/')
      },
      onError: (error) => toast.apiError(error, 'DELETE'),
    })

  return (
    <Box component="section" sx={{ mt: 2, mb: 4 }} aria-labelledby="post-edit-title">
      <Typography id="post-edit-title" variant="h4" component="h1" sx={{ mb: 2 }}>
        {post ? t('edit.titleEdit') : t('edit.titleNew')}
      </Typography>
      <Stack spacing={3}>
        {post?.status === 'pending' && <Alert severity="info">{t('edit.pendingNotice')}</Alert>}
        {post?.status === 'refused' && (
          <Alert severity="warning">{t('edit.refusedNotice', { reason: post.refusalReason ?? '' })}</Alert>
        )}
        <Box>
          <RichTextEditor
            initialHtml={post?.contentHtml ?? ''}
            label={t('edit.content')}
            onChange={(value, isEmpty) => {
              setHtml(value)
              setEmpty(isEmpty)
            }}
          />
          {submitted && nothingToShow && (
            <Typography variant="caption" color="error">
              {t('edit.contentRequired')}
            </Typography>
          )}
        </Box>
        <AttachmentsField
          rows={rows}
          onAdd={addFiles}
          onRemove={(key) => setRows((r) => r.filter((row) => row.key !== key))}
        />
        {targetsOptions.isPending ? (
          <CircularProgress size={24} aria-label={t('common.loading')} />
        ) : targetsOptions.isError ? (
          <Alert severity="error">{t('edit.targetsFailed')}</Alert>
        ) : (
          <ShareTargetsField
            userId={userId}
            schoolId={post?.schoolId}
            value={targets}
            onChange={setTargets}
            error={submitted && noTargets ? t('edit.targetsRequired') : undefined}
          />
        )}
        <Stack spacing={1}>
          <FormControlLabel
            control={<Checkbox checked={later} onChange={(e) => setLater(e.target.checked)} />}
            label={t('edit.publishLater')}
          />
          {later && (
            <TextField
              type="datetime-local"
              label={t('edit.publishAt')}
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
              error={submitted && publishAtInvalid}
              helperText={submitted && publishAtInvalid ? t('edit.publishAtFuture') : ' '}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 320 }}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={submit} disabled={save.isPending || uploading}>
            {later ? t('edit.schedule') : t('edit.publish')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
          <Box sx={{ flexGrow: 1 }} />
          {post && (
            <Button color="error" onClick={() => setConfirmDelete(true)}>
              {t('common.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmDelete}
        title={t('edit.deleteTitle')}
        text={t('edit.deleteText')}
        confirm={t('common.delete')}
        busy={remove.isPending}
        onConfirm={() => void doDelete()}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  )
}
