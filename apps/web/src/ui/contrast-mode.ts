import { useSyncExternalStore } from 'react'

// Spec 000 §9: the accessibility (high-contrast) mode is a preference cookie kept 30 days.
// One store, so the theme and every toggle (avatar menu, footer) agree without a reload.
export const contrastCookie = 'nido_contrast'
const maxAgeSeconds = 30 * 86_400

function readCookie(): boolean {
  if (typeof document === 'undefined') return false
  return document.cookie.split('; ').some((c) => c === `${contrastCookie}=1`)
}

let enabled = readCookie()
const listeners = new Set<() => void>()

export function setContrastMode(on: boolean): void {
  enabled = on
  document.cookie = on
    ? `${contrastCookie}=1; path=/; max-age=${maxAgeSeconds}; samesite=lax`
    : `${contrastCookie}=; path=/; max-age=0; samesite=lax`
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useContrastMode(): { enabled: boolean; toggle(): void } {
  const on = useSyncExternalStore(
    subscribe,
    () => enabled,
    () => false,
  )
  return { enabled: on, toggle: () => setContrastMode(!enabled) }
}
