import { useMemo, type ReactNode } from 'react'
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack'
import { IconButton } from '@mui/material'
import CloseIcon from '@mui/icons-material/Close'
import type { HttpMethod } from '@nido/domain/contracts/define'
import { i18n } from '../i18n/index'
import { errorToastText, renderErrorToastText } from './error-toast'

// Spec 000 §4 and §9 toasts: at most 3 visible, extras queued, a duplicate of the same text
// ignored; 5000 + 300 ms by default, errors 8000 ms (spec 000 §8).
export const toastMaxVisible = 3
export const toastDurationMs = 5000 + 300
export const errorToastDurationMs = 8000

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

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={toastMaxVisible}
      preventDuplicate
      autoHideDuration={toastDurationMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      action={(id) => <CloseToast id={id} />}
    >
      {children}
    </SnackbarProvider>
  )
}

export function toastSuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success' })
}

export function toastInfo(message: string): void {
  enqueueSnackbar(message, { variant: 'info' })
}

export function toastError(message: string): void {
  enqueueSnackbar(message, { variant: 'error', autoHideDuration: errorToastDurationMs })
}

/** The text of a failure as spec 000 §8 says, in the current language. */
export function apiErrorText(error: unknown, method?: HttpMethod): string {
  return renderErrorToastText(errorToastText(error, method), {
    code: (code) => i18n.t(code, { ns: 'errors' }),
    prefix: (prefix) => i18n.t(`toast.${prefix}`, { ns: 'session' }),
    unknown: () => i18n.t('toast.unknownError', { ns: 'session' }),
  })
}

/**
 * An error toast for a failed call. Pass the request's method when it is a GET (the prefix of an
 * unknown code depends on it); most toasts come from mutations, so non-GET is assumed.
 */
export function toastApiError(error: unknown, method?: HttpMethod): void {
  toastError(apiErrorText(error, method))
}

export interface Toast {
  success(message: string): void
  error(message: string): void
  info(message: string): void
  apiError(error: unknown, method?: HttpMethod): void
}

export function useToast(): Toast {
  return useMemo(
    () => ({ success: toastSuccess, error: toastError, info: toastInfo, apiError: toastApiError }),
    [],
  )
}
