import { useRef } from 'react'
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import DeleteIcon from '@mui/icons-material/Delete'
import { useTranslation } from 'react-i18next'
import type { MediaType } from '@nido/domain/enums/media'
import { FileName } from '@/ui/file-name'
import '../i18n'

// Attachments of every media type (image, video, audio, document), uploaded with
// progress through the shared upload helper; the post keeps their ids in order.

export interface AttachmentRow {
  /** A local key while uploading; the media id once uploaded. */
  key: string
  mediaId: string | null
  fileName: string
  type: MediaType | null
  /** 0..1 while uploading. */
  progress: number
  failed: boolean
}

interface Props {
  rows: AttachmentRow[]
  onAdd: (files: File[]) => void
  onRemove: (key: string) => void
  disabled?: boolean
}

/** Spec 000 §3: images, videos, audio and documents (pdf, presentations, spreadsheets). */
const accept = [
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

export function AttachmentsField({ rows, onAdd, onRemove, disabled }: Props) {
  const { t } = useTranslation('posts')
  const input = useRef<HTMLInputElement>(null)
  return (
    <Box>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        aria-label={t('edit.addFiles')}
        data-testid="post-file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? [])
          e.target.value = ''
          if (files.length > 0) onAdd(files)
        }}
      />
      <Button startIcon={<AttachFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {t('edit.addFiles')}
      </Button>
      {rows.length > 0 && (
        <List dense aria-label={t('edit.attachments')}>
          {rows.map((row) => (
            <ListItem
              key={row.key}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('edit.removeFile', { name: row.fileName })}
                  onClick={() => onRemove(row.key)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={<FileName name={row.fileName} />}
                secondary={
                  row.failed ? (
                    <Typography variant="caption" color="error">
                      {t('edit.uploadFailed')}
                    </Typography>
                  ) : row.mediaId ? (
                    row.type ? (
                      t(`mediaTypes.${row.type}`)
                    ) : null
                  ) : (
                    <LinearProgress
                      variant="determinate"
                      value={Math.round(row.progress * 100)}
                      aria-label={t('edit.uploading', { name: row.fileName })}
                      sx={{ mt: 0.5, height: 2 }}
                    />
                  )
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  )
}
