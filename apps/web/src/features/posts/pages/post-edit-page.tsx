import { useEffect, useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Navigate, useNavigate, useParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { zPostInput, type Post } from '@nido/domain/contracts/posts'
import { meQuery } from '@/session/session'
import { FieldError, useFieldErrorText } from '@/ui/form/field-error'
import { formResolver } from '@/ui/form/resolver'
import { setServerErrors } from '@/ui/form/server-errors'
import { FormTextField } from '@/ui/form/text-field'
import { useUnsavedChangesPage } from '@/ui/form/unsaved-changes'
import { useToast } from '@/ui/toast'
import {
  anyMediaAccept,
  DocumentsField,
  rowsOf,
  uploadedIds,
  uploading as isUploading,
  type FileRow,
} from '@/ui/upload/documents-field'
import { ConsentAlert, consentWithheldNames } from '../components/consent-alert'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { RichTextEditor } from '../components/rich-text-editor'
import { ShareTargetsField, shareTargetsQuery } from '@/ui/share-targets-field'
import { postQuery, useDeletePost, useSavePost } from '../queries'
import '../i18n'
import { nowMs } from '@/session/clock'

// Spec 000 §2 /posts/edit/{id} (id `new` for a new post): rich text, attachments
// with upload progress, sharing targets, delayed publication, save and delete with confirmation.
// The form follows docs/forms.md: the contract's zPostInput rules, server errors on their fields,
// and leaving with unsaved changes asks first.

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

const when = () => true

/** The post's fields as the form holds them; attachments upload beside it (`rows`). */
const zPostForm = z
  .object({
    contentHtml: zPostInput.shape.contentHtml,
    /** The editor holds no text (its HTML is then an empty paragraph). */
    empty: z.boolean(),
    /** Uploaded attachments: a post with no text needs one. */
    attachments: z.number(),
    targets: zPostInput.shape.targets.min(1, 'posts:edit.targetsRequired'),
    later: z.boolean(),
    /** `YYYY-MM-DDTHH:mm`, local. */
    publishAt: z.string(),
  })
  .refine((f) => !f.empty || f.attachments > 0, {
    path: ['contentHtml'],
    message: 'posts:edit.contentRequired',
    when,
  })
  .refine(
    (f) => {
      const at = new Date(f.publishAt).getTime()
      return !f.later || (!Number.isNaN(at) && at > nowMs())
    },
    { path: ['publishAt'], message: 'posts:edit.publishAtFuture', when },
  )
type PostFormValues = z.infer<typeof zPostForm>

function PostForm({ userId, post }: { userId: string; post: Post | null }) {
  const { t } = useTranslation('posts')
  const toast = useToast()
  const navigate = useNavigate()
  const save = useSavePost(userId)
  const remove = useDeletePost(userId)
  const targetsOptions = useQuery(shareTargetsQuery(userId, post?.schoolId))
  const fieldErrorText = useFieldErrorText()

  const delayed = post !== null && new Date(post.publishAt).getTime() > nowMs()
  const form = useForm<PostFormValues>({
    defaultValues: {
      contentHtml: post?.contentHtml ?? '',
      empty: !post || post.contentHtml === '',
      attachments: post?.attachments.length ?? 0,
      targets: post?.targets ?? [],
      later: delayed,
      publishAt: toLocalInput(delayed && post ? new Date(post.publishAt) : new Date(nowMs() + 3_600_000)),
    },
    resolver: formResolver(zPostForm),
  })
  const later = useWatch({ control: form.control, name: 'later' })
  const [initialRows] = useState(() => rowsOf(post?.attachments ?? []))
  const [rows, setRows] = useState<FileRow[]>(initialRows)
  const [confirmDelete, setConfirmDelete] = useState(false)
  /** The children a photo-consent refusal named, shown under the files until the next save. */
  const [consentNames, setConsentNames] = useState<string | null>(null)

  const uploading = isUploading(rows)
  const mediaIds = uploadedIds(rows)
  const readyIds = mediaIds.join(',')
  const attachmentsChanged = readyIds !== uploadedIds(initialRows).join(',') || uploading
  useEffect(() => {
    form.setValue('attachments', readyIds ? readyIds.split(',').length : 0, {
      shouldValidate: form.formState.isSubmitted,
    })
  }, [form, readyIds])
  const { allowLeave, confirmDialog } = useUnsavedChangesPage(form.formState.isDirty || attachmentsChanged)

  const submit = form.handleSubmit((values) => {
    if (uploading) return
    setConsentNames(null)
    save.mutate(
      {
        postId: post?.id ?? null,
        body: {
          contentHtml: values.empty ? '' : values.contentHtml,
          targets: values.targets,
          mediaIds,
          publishAt: values.later ? new Date(values.publishAt).toISOString() : null,
          ...(post ? {} : targetsOptions.data?.schoolId ? { schoolId: targetsOptions.data.schoolId } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          toast.success(saved.status === 'pending' ? t('edit.savedPending') : t('edit.saved'))
          allowLeave()
          void navigate('/')
        },
        onError: (error) => {
          const names = consentWithheldNames(error)
          if (names !== null) return setConsentNames(names)
          const fields = { fields: ['contentHtml', 'targets', 'publishAt'] as const }
          if (!setServerErrors(error, form.setError, fields)) toast.apiError(error, post ? 'PUT' : 'POST')
        },
      },
    )
  })

  const doDelete = () =>
    post &&
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmDelete(false)
        toast.success(t('edit.deleted'))
        allowLeave()
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
              const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted }
              form.setValue('contentHtml', value, options)
              form.setValue('empty', isEmpty, options)
            }}
          />
          <FieldError error={form.formState.errors.contentHtml} />
        </Box>
        <DocumentsField
          kind="post"
          rows={rows}
          onChange={setRows}
          accept={anyMediaAccept}
          label={t('edit.addFiles')}
          listLabel={t('edit.attachments')}
          onUploadError={(error) => toast.apiError(error)}
        />
        <ConsentAlert names={consentNames} />
        {targetsOptions.isPending ? (
          <CircularProgress size={24} aria-label={t('common.loading')} />
        ) : targetsOptions.isError ? (
          <Alert severity="error">{t('edit.targetsFailed')}</Alert>
        ) : (
          <Controller
            control={form.control}
            name="targets"
            render={({ field, fieldState }) => (
              <ShareTargetsField
                userId={userId}
                schoolId={post?.schoolId}
                value={field.value}
                onChange={field.onChange}
                error={fieldErrorText(fieldState.error)}
              />
            )}
          />
        )}
        <Stack spacing={1}>
          <FormControlLabel
            control={
              <Controller
                control={form.control}
                name="later"
                render={({ field }) => (
                  <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                )}
              />
            }
            label={t('edit.publishLater')}
          />
          {later && (
            <FormTextField
              control={form.control}
              name="publishAt"
              type="datetime-local"
              label={t('edit.publishAt')}
              helperText=" "
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 320 }}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => void submit()} disabled={save.isPending || uploading}>
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
      {confirmDialog}
    </Box>
  )
}
