import { useEffect, useRef, useState } from 'react'
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material'
import AttachFileIcon from '@mui/icons-material/AttachFile'
import CloseIcon from '@mui/icons-material/Close'
import SendIcon from '@mui/icons-material/Send'
import { useTranslation } from 'react-i18next'
import { FileName } from '@/ui/file-name'
import { uploadFile } from '@/ui/upload/upload'
import { UploadProgress } from '@/ui/upload/upload-progress'
import '../i18n'

export interface Attached {
  mediaId: string | null
  fileName: string
  progress: number
  failed: boolean
}

interface Props {
  /** Spec 001 §4 UI mode: write, or edit (sub-state message edition) with the message's text. */
  editing: { id: string; text: string } | null
  busy: boolean
  onSend: (text: string, attached: { mediaId: string; fileName: string } | null) => void
  onSaveEdit: (id: string, text: string) => void
  onCancelEdit: () => void
}

/** Text and one attachment; Enter sends, Shift+Enter starts a new line. */
export function Composer({ editing, busy, onSend, onSaveEdit, onCancelEdit }: Props) {
  const { t } = useTranslation('chat')
  const [text, setText] = useState('')
  const [attached, setAttached] = useState<Attached | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const upload = useRef<AbortController | null>(null)

  // Entering the edit mode puts the message's text in the box; leaving it empties the box.
  useEffect(() => {
    setText(editing?.text ?? '')
    if (editing) field.current?.focus()
  }, [editing])

  function attach(file: File) {
    upload.current?.abort()
    const controller = new AbortController()
    upload.current = controller
    setAttached({ mediaId: null, fileName: file.name, progress: 0, failed: false })
    uploadFile(file, {
      kind: 'chat-message',
      signal: controller.signal,
      onProgress: (progress) => setAttached((a) => a && { ...a, progress }),
    }).then(
      (media) => {
        if (!controller.signal.aborted) setAttached((a) => a && { ...a, mediaId: media.id, progress: 1 })
      },
      () => {
        if (!controller.signal.aborted) setAttached((a) => a && { ...a, failed: true })
      },
    )
  }

  function removeAttachment() {
    upload.current?.abort()
    upload.current = null
    setAttached(null)
  }

  const uploading = attached !== null && attached.mediaId === null && !attached.failed
  const ready = attached?.mediaId ? { mediaId: attached.mediaId, fileName: attached.fileName } : null
  const canSend = editing ? text.trim().length > 0 : !uploading && (text.trim().length > 0 || ready !== null)

  function submit(event?: React.FormEvent) {
    event?.preventDefault()
    if (!canSend || busy) return
    if (editing) {
      onSaveEdit(editing.id, text.trim())
      return
    }
    onSend(text.trim(), ready)
    setText('')
    setAttached(null)
    upload.current = null
  }

  return (
    <Box component="form" onSubmit={submit} sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      {editing && (
        <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="caption" sx={{ flexGrow: 1 }} role="status">
            {t('composer.editing')}
          </Typography>
          <Button size="small" onClick={onCancelEdit}>
            {t('composer.cancelEdit')}
          </Button>
        </Stack>
      )}
      {attached && !editing && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          {uploading ? (
            <UploadProgress
              fileName={attached.fileName}
              value={attached.progress}
              label={t('composer.uploading', { name: attached.fileName })}
            />
          ) : (
            <Typography variant="body2" sx={{ flexGrow: 1 }} color={attached.failed ? 'error' : undefined}>
              <FileName name={attached.fileName} />
              {attached.failed && ` — ${t('composer.uploadFailed')}`}
            </Typography>
          )}
          <IconButton
            size="small"
            aria-label={t('composer.removeAttachment', { name: attached.fileName })}
            onClick={removeAttachment}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        {!editing && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              aria-label={t('composer.attach')}
              data-testid="chat-file-input"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) attach(file)
              }}
            />
            <Tooltip title={t('composer.attach')}>
              <IconButton aria-label={t('composer.attach')} onClick={() => input.current?.click()}>
                <AttachFileIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
        <TextField
          inputRef={field}
          label={editing ? t('composer.editLabel') : t('composer.label')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              submit()
            }
            if (e.key === 'Escape' && editing) onCancelEdit()
          }}
          multiline
          maxRows={6}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!canSend || busy}
          endIcon={editing ? undefined : <SendIcon />}
        >
          {editing ? t('composer.save') : t('composer.send')}
        </Button>
      </Stack>
    </Box>
  )
}
