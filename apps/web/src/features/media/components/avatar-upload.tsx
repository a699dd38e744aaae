import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import {
  Avatar,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { acceptAttribute, mediaFileRuleOf, uploadMaxBytes } from '@nido/domain/rules/media-files'
import { ApiError } from '@/api/client'
import { meQuery } from '@/session/session'
import { useToast } from '@/ui/toast'
import { uploadFile } from '@/ui/upload/upload'
import { UploadProgress } from '@/ui/upload/upload-progress'
import { avatarUrlQuery, useSetAvatar } from '../queries'
import '../i18n'
import { PersonAvatar } from '@/ui/avatar'

// /account: the user's profile picture (spec 000 §3 media_attachment_avatar_id; avatar sizes
// 50/75/150). Choose a picture, watch it go up, see it at once; without one, initials are shown.
// A cancelled upload, or leaving the page, aborts the transfer.

const pictureSize = 96

export function AvatarUpload({ userId }: { userId: string }) {
  const { t } = useTranslation('media')
  const toast = useToast()
  const { data: me } = useSuspenseQuery(meQuery)
  const avatarMediaId = me?.user.avatarMediaId ?? null
  const { data: avatarUrl } = useQuery(avatarUrlQuery(userId, avatarMediaId))
  const setAvatar = useSetAvatar(userId)

  const [upload, setUpload] = useState<{ fileName: string; value: number; preview: string } | null>(null)
  const [confirmRemove, setConfirmRemove] = useState(false)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  const name = me ? `${me.user.firstname} ${me.user.lastname}` : ''

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // The server checks again; checking here spares a useless upload (spec 000 §3, limits).
    const rule = mediaFileRuleOf(file.name)
    if (rule?.type !== 'IMAGE') return toast.apiError(new ApiError('MEDIA_TYPE_NOT_ALLOWED', '', 415))
    if (file.size > uploadMaxBytes('IMAGE')) return toast.apiError(new ApiError('PAYLOAD_TOO_LARGE', '', 413))

    const controller = new AbortController()
    abort.current = controller
    // A preview of the chosen file while it goes up; the blob URL is released afterwards.
    const preview = URL.createObjectURL(file)
    setUpload({ fileName: file.name, value: 0, preview })
    try {
      const uploaded = await uploadFile(file, {
        kind: 'user',
        signal: controller.signal,
        onProgress: (value) => setUpload((u) => (u ? { ...u, value } : u)),
      })
      await setAvatar.mutateAsync(uploaded.id)
      toast.success(t('avatar.saved'))
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.apiError(error)
    } finally {
      abort.current = null
      setUpload(null)
      URL.revokeObjectURL(preview)
    }
  }

  function remove() {
    setConfirmRemove(false)
    setAvatar.mutate(null, {
      onSuccess: () => toast.success(t('avatar.removed')),
      onError: (error) => toast.apiError(error),
    })
  }

  const shown = upload?.preview ?? avatarUrl ?? undefined
  const busy = upload !== null || setAvatar.isPending

  return (
    <Card variant="outlined" component="section" aria-labelledby="media-avatar-title">
      <CardContent>
        <Typography id="media-avatar-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('avatar.title')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {shown ? (
            <Avatar
              src={shown}
              alt={upload ? t('avatar.previewAlt') : t('avatar.alt')}
              sx={{ width: pictureSize, height: pictureSize }}
            />
          ) : (
            <PersonAvatar
              id={userId}
              firstname={me?.user.firstname ?? ''}
              lastname={me?.user.lastname ?? ''}
              label={t('avatar.initials', { name })}
              size={pictureSize}
            />
          )}
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            {upload ? (
              <UploadProgress
                fileName={upload.fileName}
                value={upload.value}
                label={t('avatar.uploading', { name: upload.fileName })}
                onCancel={() => abort.current?.abort()}
                cancelLabel={t('avatar.cancelUpload')}
              />
            ) : (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button variant="contained" component="label" disabled={busy}>
                  {avatarMediaId ? t('avatar.change') : t('avatar.choose')}
                  <input
                    hidden
                    type="file"
                    accept={acceptAttribute(['IMAGE'])}
                    onChange={(e) => void choose(e)}
                  />
                </Button>
                {avatarMediaId && (
                  <Button variant="text" color="error" disabled={busy} onClick={() => setConfirmRemove(true)}>
                    {t('avatar.remove')}
                  </Button>
                )}
              </Stack>
            )}
            <Typography variant="body2" color="text.secondary">
              {t('avatar.hint', { size: Math.round(uploadMaxBytes('IMAGE') / 1024 / 1024) })}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
      <Dialog
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        aria-labelledby="media-avatar-remove"
      >
        <DialogTitle id="media-avatar-remove">{t('avatar.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('avatar.removeText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmRemove(false)}>{t('avatar.keep')}</Button>
          <Button color="error" variant="contained" onClick={remove}>
            {t('avatar.removeConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}
