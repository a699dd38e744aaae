import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { HttpMethod } from '@nido/domain/contracts/define'
import { i18n } from '../i18n/index'
import { errorToastText, renderErrorToastText } from './error-toast'

// Spec 000 §4 and §9 toasts: at most 3 visible, extras queued, a duplicate of the same text
// ignored; 5000 + 300 ms by default, errors 8000 ms (spec 000 §8).
export const toastMaxVisible = 3
export const toastDurationMs = 5000 + 300
export const errorToastDurationMs = 8000

interface ToastOptions {
  variant: 'success' | 'info' | 'error'
  autoHideDuration?: number
}

/** Where toasts go once notistack is here (toaster.tsx). */
export type ToastSink = (message: string, options: ToastOptions) => void

// notistack comes with the first toast (docs/web-weight.md): until its chunk is
// here, toasts wait in `pending`, in order; the provider mounts the toaster once one is asked for.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))
let sink: ToastSink | null = null
let wanted = false
const pending: [string, ToastOptions][] = []
const listeners = new Set<() => void>()

function show(message: string, options: ToastOptions): void {
  if (sink) return sink(message, options)
  pending.push([message, options])
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
}

function setSink(next: ToastSink | null): void {
  sink = next
  if (sink) for (const [message, options] of pending.splice(0)) sink(message, options)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const mounted = useSyncExternalStore(subscribe, () => wanted)
  return (
    <>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <Toaster maxVisible={toastMaxVisible} durationMs={toastDurationMs} onReady={setSink} />
        </Suspense>
      )}
    </>
  )
}

export function toastSuccess(message: string): void {
  show(message, { variant: 'success' })
}

export function toastInfo(message: string): void {
  show(message, { variant: 'info' })
}

export function toastError(message: string): void {
  show(message, { variant: 'error', autoHideDuration: errorToastDurationMs })
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
