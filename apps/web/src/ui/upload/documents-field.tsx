import { useEffect, useRef } from 'react'
import {
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import DeleteIcon from '@mui/icons-material/Delete'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { MediaKind } from '@nido/domain/enums/media'
import type { MediaType } from '@nido/domain/enums/media'
import { FileName } from '@/ui/file-name'
import { useSignedInMe } from '@/session/session'
import { mediaUrlQuery } from '@/ui/upload/media-url'
import { apiErrorText } from '@/ui/toast'
import { uploadFile } from '@/ui/upload/upload'
import { UploadProgress } from '@/ui/upload/upload-progress'
import '@/ui/i18n'

// Files of a post or a folder (any media type, spec 000 §3) or the photo of a postal card, uploaded
// at once with progress; the form keeps their ids in order and sends them with the item.

/** Spec 000 §3: images, videos, audio and documents (pdf, presentations, spreadsheets). */
export const anyMediaAccept = [
  'image/*',
  '.heic',
  'video/*',
  '.avi',
  '.mov',
  'audio/*',
  '.m4a',
  '.flac',
  '.pdf',
  '.ppt',
  '.pptx',
  '.odp',
  '.key',
  '.xls',
  '.xlsx',
  '.ods',
  '.csv',
  '.doc',
  '.docx',
  '.odt',
  '.txt',
].join(',')

export interface FileRow {
  /** A local key while uploading; the media id once uploaded. */
  key: string
  mediaId: string | null
  fileName: string
  type: MediaType | null
  progress: number
  failed: boolean
  /** Why it failed, translated from the server's error code (a full storage, too many uploads…). */
  error?: string
  /** A photo picked on this device: its object URL, shown as the thumbnail while it uploads. */
  preview?: string
}

interface Props {
  kind: MediaKind
  rows: FileRow[]
  onChange: (update: (rows: FileRow[]) => FileRow[]) => void
  accept?: string
  multiple?: boolean
  label: string
  /** The list's accessible name; "Documents" unless the item names its files otherwise. */
  listLabel?: string
  disabled?: boolean
  /** Told of a failed upload (the row shows it failed either way). */
  onUploadError?: (error: unknown) => void
}

let counter = 0

export function DocumentsField({
  kind,
  rows,
  onChange,
  accept,
  multiple = true,
  label,
  listLabel,
  disabled,
  onUploadError,
}: Props) {
  const { t } = useTranslation('ui')
  const input = useRef<HTMLInputElement>(null)
  // The object URLs this field made, released when it goes (a removed row releases its own).
  const previews = useRef(new Set<string>())
  useEffect(() => {
    const made = previews.current
    return () => made.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  const patch = (key: string, change: Partial<FileRow>) =>
    onChange((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)))

  function add(files: File[]) {
    for (const file of files) {
      const key = `upload-${++counter}`
      const row: FileRow = { key, mediaId: null, fileName: file.name, type: null, progress: 0, failed: false }
      if (file.type.startsWith('image/')) {
        row.preview = URL.createObjectURL(file)
        previews.current.add(row.preview)
      }
      onChange((all) => (multiple ? [...all, row] : [row]))
      uploadFile(file, { kind, onProgress: (progress) => patch(key, { progress }) }).then(
        (media) => patch(key, { mediaId: media.id, type: media.type, progress: 1 }),
        (error: unknown) => {
          patch(key, { failed: true, error: apiErrorText(error) })
          onUploadError?.(error)
        },
      )
    }
  }

  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        {...(accept ? { accept } : {})}
        aria-label={label}
        data-testid={`${kind}-file-input`}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? [])
          e.target.value = ''
          if (files.length > 0) add(files)
        }}
      />
      <Button startIcon={<AttachFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      {rows.length > 0 && (
        <List dense aria-label={listLabel ?? t('documents.list')}>
          {rows.map((row) => (
            <ListItem
              key={row.key}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('documents.remove', { name: row.fileName })}
                  onClick={() => {
                    if (row.preview) {
                      URL.revokeObjectURL(row.preview)
                      previews.current.delete(row.preview)
                    }
                    onChange((all) => all.filter((r) => r.key !== row.key))
                  }}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              {(row.preview || (row.mediaId && row.type === 'IMAGE')) && (
                <ListItemAvatar>
                  {row.preview ? (
                    <Thumb src={row.preview} />
                  ) : (
                    row.mediaId && <UploadedThumb mediaId={row.mediaId} />
                  )}
                </ListItemAvatar>
              )}
              {row.mediaId || row.failed ? (
                <ListItemText
                  primary={<FileName name={row.fileName} />}
                  secondary={
                    row.failed ? (
                      <Typography variant="caption" color="error">
                        {row.error ?? t('documents.failed')}
                      </Typography>
                    ) : row.type ? (
                      t(`mediaTypes.${row.type}`)
                    ) : null
                  }
                />
              ) : (
                <Stack sx={{ width: '100%', pr: 6 }}>
                  <UploadProgress
                    fileName={row.fileName}
                    value={row.progress}
                    label={t('documents.uploading', { name: row.fileName })}
                  />
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  )
}

/** Decorative: the file's name stands beside it. */
function Thumb({ src }: { src: string | undefined }) {
  return (
    <Box
      component={src ? 'img' : 'span'}
      {...(src ? { src, alt: '' } : {})}
      data-testid="attachment-thumb"
      sx={{
        display: 'block',
        width: 48,
        height: 48,
        objectFit: 'cover',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    />
  )
}

/** A photo already uploaded (an edited post): its thumbnail size through its signed URL. */
function UploadedThumb({ mediaId }: { mediaId: string }) {
  const me = useSignedInMe()
  const url = useQuery({ ...mediaUrlQuery(me.user.id, mediaId, 'thumb'), retry: false })
  return <Thumb src={url.data} />
}

/** Rows for the files an item already has. */
export function rowsOf(
  documents: ReadonlyArray<{ id: string; fileName: string; type: MediaType }>,
): FileRow[] {
  return documents.map((d) => ({
    key: d.id,
    mediaId: d.id,
    fileName: d.fileName,
    type: d.type,
    progress: 1,
    failed: false,
  }))
}

export const uploading = (rows: FileRow[]) => rows.some((r) => !r.mediaId && !r.failed)
export const uploadedIds = (rows: FileRow[]) => rows.flatMap((r) => (r.mediaId ? [r.mediaId] : []))
