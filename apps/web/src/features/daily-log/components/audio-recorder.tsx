import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material'
import MicIcon from '@mui/icons-material/Mic'
import StopIcon from '@mui/icons-material/Stop'
import { useTranslation } from 'react-i18next'
import { uploadFile } from '@/ui/upload/upload'
import { toastApiError } from '@/ui/toast'
import '../i18n'

// An audio message recorded in the browser (MediaRecorder), uploaded through the
// shared upload flow as a 'daily-entry' file, then played back before it is saved with the entry.

type State =
  | { step: 'idle' }
  | { step: 'recording' }
  | { step: 'uploading' }
  | { step: 'ready'; mediaId: string; url: string }
  | { step: 'error'; reason: 'unsupported' | 'denied' }

function extensionOf(mime: string): string {
  if (mime.includes('ogg')) return 'ogg'
  if (mime.includes('mp4')) return 'm4a'
  return 'webm'
}

export function AudioRecorder({ onChange }: { onChange: (mediaId: string | null) => void }) {
  const { t } = useTranslation('dailyLog')
  const [state, setState] = useState<State>({ step: 'idle' })
  const recorder = useRef<MediaRecorder | null>(null)
  const chunks = useRef<Blob[]>([])

  // Release the microphone and the preview when the dialog closes.
  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((track) => track.stop())
    },
    [],
  )
  useEffect(() => {
    if (state.step !== 'ready') return
    return () => URL.revokeObjectURL(state.url)
  }, [state])

  async function start() {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState({ step: 'error', reason: 'unsupported' })
      return
    }
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch {
      setState({ step: 'error', reason: 'denied' })
      return
    }
    onChange(null)
    chunks.current = []
    const rec = new MediaRecorder(stream)
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data)
    }
    rec.onstop = () => {
      stream.getTracks().forEach((track) => track.stop())
      const type = rec.mimeType || 'audio/webm'
      const blob = new Blob(chunks.current, { type })
      const file = new File([blob], `message.${extensionOf(type)}`, { type })
      setState({ step: 'uploading' })
      uploadFile(file, { kind: 'daily-entry' }).then(
        (media) => {
          setState({ step: 'ready', mediaId: media.id, url: URL.createObjectURL(blob) })
          onChange(media.id)
        },
        (error: unknown) => {
          toastApiError(error)
          setState({ step: 'idle' })
        },
      )
    }
    recorder.current = rec
    rec.start()
    setState({ step: 'recording' })
  }

  function stop() {
    recorder.current?.stop()
  }

  return (
    <Stack spacing={1}>
      {state.step === 'error' && <Alert severity="warning">{t(`audio.${state.reason}`)}</Alert>}
      {state.step === 'recording' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" color="error" startIcon={<StopIcon />} onClick={stop}>
            {t('audio.stop')}
          </Button>
          <Typography role="status" color="error">
            {t('audio.recording')}
          </Typography>
        </Stack>
      ) : state.step === 'uploading' ? (
        <Box role="status">
          <Typography variant="body2">{t('audio.uploading')}</Typography>
          <LinearProgress aria-label={t('audio.uploading')} />
        </Box>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" startIcon={<MicIcon />} onClick={() => void start()}>
            {state.step === 'ready' ? t('audio.again') : t('audio.record')}
          </Button>
          {state.step === 'ready' && (
            <Typography role="status" variant="body2" color="success.main">
              {t('audio.ready')}
            </Typography>
          )}
        </Stack>
      )}
      {state.step === 'ready' && (
        <Box
          component="audio"
          controls
          src={state.url}
          aria-label={t('audio.player')}
          sx={{ maxWidth: '100%' }}
        />
      )}
    </Stack>
  )
}
