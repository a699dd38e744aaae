import { useEffect } from 'react'
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack'
import { IconButton } from '@mui/material'
import CloseIcon from '@mui/icons-material/Close'
import { i18n } from '../i18n/index'
import type { ToastSink } from './toast'

// notistack and its toasts, loaded by toast.tsx with the first toast of the visit
// (docs/web-weight.md): most pages show none, so a first load does not carry them.

function CloseToast({ id }: { id: SnackbarKey }) {
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={i18n.t('toast.close', { ns: 'session' })}
      onClick={() => closeSnackbar(id)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  )
}

export function Toaster({
  maxVisible,
  durationMs,
  onReady,
}: {
  maxVisible: number
  durationMs: number
  onReady: (sink: ToastSink | null) => void
}) {
  // The provider sets notistack's global enqueueSnackbar as it renders: from the effect on, the
  // toasts asked for while this chunk was on its way can be shown, in order.
  useEffect(() => {
    onReady((message, options) => enqueueSnackbar(message, options))
    return () => onReady(null)
  }, [onReady])
  return (
    <SnackbarProvider
      maxSnack={maxVisible}
      preventDuplicate
      autoHideDuration={durationMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={(id) => <CloseToast id={id} />}
    />
  )
}
