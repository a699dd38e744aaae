import { nowMs } from '@/session/clock'

// Spec 000 §8/§9: a failed chunk load (a new deploy removed the old files) reloads the page once,
// at most once per 60 seconds, so a broken deploy cannot loop.

export const chunkReloadGapMs = 60_000
const storageKey = 'nido_chunk_reload_at'

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

/** Reload when the last chunk reload is unknown or older than the gap. */
export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= chunkReloadGapMs
}

/** Reloads for a chunk error when allowed; true when a reload was started. */
export function reloadOnChunkError(error: unknown): boolean {
  // Offline, a reload fetches nothing new (docs/offline-and-install.md): the error shows instead.
  if (!isChunkLoadError(error) || !navigator.onLine) return false
  const stored = sessionStorage.getItem(storageKey)
  const now = nowMs()
  if (!shouldReloadForChunk(stored === null ? null : Number(stored), now)) return false
  sessionStorage.setItem(storageKey, String(now))
  window.location.reload()
  return true
}
