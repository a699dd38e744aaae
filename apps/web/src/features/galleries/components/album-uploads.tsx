import { useCallback, useRef, useState } from 'react'
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material'
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined'
import CloseIcon from '@mui/icons-material/Close'
import ErrorIcon from '@mui/icons-material/ErrorOutlined'
import { useTranslation } from 'react-i18next'
import { uploadFile, type UploadedMedia } from '@/ui/upload/upload'
import { UploadProgress } from '@/ui/upload/upload-progress'
import { FileName } from '@/ui/file-name'
import { apiErrorText } from '@/ui/toast'
import '../i18n'

// Dozens of photos and videos at once, each with its own progress and the whole
// batch with an overall one. A few files go up at a time so that the first ones appear quickly
// and a slow connection is not split thirty ways.

const parallelUploads = 3
export const albumAccept =
  'image/png,image/jpeg,image/gif,image/heic,.heic,video/mp4,video/quicktime,video/webm,video/x-msvideo,.avi,.mov'

interface Upload {
  key: string
  /** The order the files were chosen in: the album keeps it whatever order the uploads end in. */
  sequence: number
  file: File
  /** 0..1 */
  progress: number
  state: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
  controller: AbortController
}

export function useAlbumUploads(onUploaded: (media: UploadedMedia, sequence: number) => void) {
  const [uploads, setUploads] = useState<Upload[]>([])
  const chosen = useRef(0)
  const queue = useRef<Upload[]>([])
  const running = useRef(0)
  const patch = useCallback(
    (key: string, change: Partial<Upload>) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u))),
    [],
  )

  const pump = useCallback(() => {
    while (running.current < parallelUploads && queue.current.length > 0) {
      const next = queue.current.shift()!
      if (next.controller.signal.aborted) continue
      running.current++
      patch(next.key, { state: 'uploading' })
      uploadFile(next.file, {
        kind: 'gallery',
        signal: next.controller.signal,
        onProgress: (progress) => patch(next.key, { progress }),
      })
        .then((media) => {
          patch(next.key, { state: 'done', progress: 1 })
          onUploaded(media, next.sequence)
        })
        .catch((error: unknown) => {
          if (!next.controller.signal.aborted)
            patch(next.key, { state: 'failed', error: apiErrorText(error) })
        })
        .finally(() => {
          running.current--
          pump()
        })
    }
  }, [onUploaded, patch])

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`,
        sequence: chosen.current++,
        file,
        progress: 0,
        state: 'waiting' as const,
        controller: new AbortController(),
      }))
      queue.current.push(...added)
      setUploads((list) => [...list.filter((u) => u.state !== 'done'), ...added])
      pump()
    },
    [pump],
  )

  const cancel = useCallback((key: string) => {
    setUploads((list) => {
      list.find((u) => u.key === key)?.controller.abort()
      return list.filter((u) => u.key !== key)
    })
  }, [])

  const busy = uploads.some((u) => u.state === 'waiting' || u.state === 'uploading')
  return { uploads, add, cancel, busy }
}

export function AlbumUploads({
  uploads,
  add,
  cancel,
}: Pick<ReturnType<typeof useAlbumUploads>, 'uploads' | 'add' | 'cancel'>) {
  const { t } = useTranslation('galleries')
  const input = useRef<HTMLInputElement>(null)
  const totalBytes = uploads.reduce((sum, u) => sum + u.file.size, 0)
  const sentBytes = uploads.reduce((sum, u) => sum + u.file.size * u.progress, 0)
  const overall = totalBytes > 0 ? Math.round((sentBytes / totalBytes) * 100) : 0
  const done = uploads.filter((u) => u.state === 'done').length
  const active = uploads.filter((u) => u.state !== 'done')
  return (
    <Stack spacing={1}>
      <Box>
        <input
          ref={input}
          type="file"
          multiple
          accept={albumAccept}
          hidden
          aria-label={t('upload.input')}
          data-testid="album-file-input"
          onChange={(event) => {
            add([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
        <Button variant="outlined" startIcon={<AddPhotoIcon />} onClick={() => input.current?.click()}>
          {t('upload.add')}
        </Button>
      </Box>
      {uploads.length > 0 && (
        <Box>
          <Typography variant="body2" id="album-upload-overall">
            {t('upload.overall', { done, count: uploads.length, percent: overall })}
          </Typography>
          <LinearProgress variant="determinate" value={overall} aria-labelledby="album-upload-overall" />
        </Box>
      )}
      {active.length > 0 && (
        <Stack
          component="ul"
          spacing={0.5}
          sx={{ p: 0, m: 0, listStyle: 'none', maxHeight: 240, overflowY: 'auto' }}
        >
          {active.map((u) =>
            u.state === 'failed' ? (
              <Stack sx={{ alignItems: 'center' }} component="li" key={u.key} direction="row" spacing={1}>
                <Box sx={{ width: 200, flexShrink: 0 }}>
                  <Typography variant="body2" noWrap>
                    <FileName name={u.file.name} />
                  </Typography>
                </Box>
                <Typography variant="body2" color="error" sx={{ flex: 1, display: 'flex', gap: 0.5 }}>
                  <ErrorIcon fontSize="small" />
                  {u.error}
                </Typography>
                <IconButton
                  size="small"
                  onClick={() => cancel(u.key)}
                  aria-label={t('upload.cancel', { name: u.file.name })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Stack>
            ) : (
              <li key={u.key}>
                <UploadProgress
                  fileName={u.file.name}
                  value={u.progress}
                  label={t('upload.fileProgress', { name: u.file.name })}
                  onCancel={() => cancel(u.key)}
                  cancelLabel={t('upload.cancel', { name: u.file.name })}
                />
              </li>
            ),
          )}
        </Stack>
      )}
    </Stack>
  )
}
