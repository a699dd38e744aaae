import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import type { MediaKind } from '@nido/domain/enums/media'
import { contracts } from '@nido/domain/contracts/index'
import { mediaFileRuleOf, uploadMaxBytes } from '@nido/domain/rules/media-files'
import { api, ApiError } from '@/api/client'
import { ConfirmDialog } from '../confirm-dialog'
import { useToast } from '../toast'
import { uploadFile } from './upload'
import { UploadProgress } from './upload-progress'

// A public picture of an item (a brand's logo, a school's public image): the current one, a
// button to choose another that goes up with progress (ui/upload/upload.ts), and removal after a
// confirmation. The picture is shown through the public URL call (media kinds `group`, `school`,
// `school-public-image`), or as it is when it is a URL. Texts come from the caller's namespace.

export interface PictureFieldTexts {
  label: string
  choose: string
  remove: string
  removeTitle: string
  removeText: string
  uploading: string
  cancel: string
}

/** A media id or a URL, as brand assets hold them. */
const isUrl = (value: string) => /^(https?:\/\/|\/)/.test(value)

export function PictureField({
  value,
  kind,
  texts,
  onChange,
  disabled,
}: {
  value: string | null
  kind: MediaKind
  texts: PictureFieldTexts
  /** Saves the new media id (or null); resolves once saved. */
  onChange: (mediaId: string | null) => Promise<unknown>
  disabled?: boolean
}) {
  const toast = useToast()
  const [upload, setUpload] = useState<{ fileName: string; value: number } | null>(null)
  const [confirmRemove, setConfirmRemove] = useState(false)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])
  const { data: url } = useQuery({
    queryKey: ['media', 'public-url', value],
    queryFn: async () =>
      (await api(contracts.media.publicUrl, { params: { mediaId: value! }, query: { imageHeight: 150 } }))
        .mediaUrl,
    enabled: value !== null && !isUrl(value),
    staleTime: 5 * 60_000,
  })
  const shown = value === null ? null : isUrl(value) ? value : (url ?? null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    // The server checks again; checking here spares a useless upload.
    if (mediaFileRuleOf(file.name)?.type !== 'IMAGE')
      return toast.apiError(new ApiError('MEDIA_TYPE_NOT_ALLOWED', '', 415))
    if (file.size > uploadMaxBytes('IMAGE')) return toast.apiError(new ApiError('PAYLOAD_TOO_LARGE', '', 413))
    const controller = new AbortController()
    abort.current = controller
    setUpload({ fileName: file.name, value: 0 })
    try {
      const uploaded = await uploadFile(file, {
        kind,
        signal: controller.signal,
        onProgress: (v) => setUpload((u) => (u ? { ...u, value: v } : u)),
      })
      await onChange(uploaded.id)
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.apiError(error)
    } finally {
      abort.current = null
      setUpload(null)
    }
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {texts.label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 96,
            height: 96,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {shown && <img src={shown} alt={texts.label} style={{ maxWidth: '100%', maxHeight: '100%' }} />}
        </Box>
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          {upload ? (
            <UploadProgress
              fileName={upload.fileName}
              value={upload.value}
              label={texts.uploading}
              onCancel={() => abort.current?.abort()}
              cancelLabel={texts.cancel}
            />
          ) : (
            <Stack direction="row" spacing={1}>
              <Button component="label" variant="outlined" disabled={disabled}>
                {texts.choose}
                <input
                  hidden
                  type="file"
                  accept="image/*"
                  aria-label={texts.choose}
                  onChange={(e) => void choose(e)}
                />
              </Button>
              {value && (
                <Button color="error" disabled={disabled} onClick={() => setConfirmRemove(true)}>
                  {texts.remove}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmRemove}
        title={texts.removeTitle}
        text={texts.removeText}
        confirm={texts.remove}
        onConfirm={() => {
          setConfirmRemove(false)
          onChange(null).catch((e: unknown) => toast.apiError(e))
        }}
        onClose={() => setConfirmRemove(false)}
      />
    </Box>
  )
}
