import { useSyncExternalStore } from 'react'
import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { meQuery } from './session'

// The app opens without a connection (docs/offline-and-install.md): a copy of a few answers of the
// signed-in user (the current user, the first page of the newsfeed, today's care log — which ones
// app/offline-scope.ts says) is kept in this browser and put back into the query cache when the
// app starts offline. Only the last signed-in user's copy exists: a sign-in replaces it, a
// sign-out (or a session that ends) deletes it, so a shared device never shows the previous
// user's data. The service worker never answers an API request from a cache.

export const offlineStorageKey = 'nido.offline'

export interface SavedQuery {
  queryKey: QueryKey
  data: unknown
  /** When this answer was received (ms since the epoch). */
  updatedAt: number
}

export interface OfflineData {
  userId: string
  queries: SavedQuery[]
}

/** Which queries are kept, and what of each (the feed's first page only, for one). */
export interface OfflineScope {
  /** The queries to keep, among the cache's successful ones; the user's own query always is. */
  keep: (queries: Query[], userId: string) => Query[]
  /** What of an answer is kept (default: all of it). */
  shrink?: (query: Query) => unknown
}

export function readOfflineData(): OfflineData | null {
  try {
    const raw = localStorage.getItem(offlineStorageKey)
    if (!raw) return null
    const data = JSON.parse(raw) as OfflineData
    return typeof data.userId === 'string' && Array.isArray(data.queries) ? data : null
  } catch {
    return null
  }
}

export function clearOfflineData(): void {
  try {
    localStorage.removeItem(offlineStorageKey)
  } catch {
    // Storage refused (private mode, quota): there is nothing to clear.
  }
  changed()
}

/** When the newest kept answer was received, or null when nothing is kept. */
export function offlineSavedAt(data: OfflineData | null = readOfflineData()): number | null {
  if (!data || data.queries.length === 0) return null
  return Math.max(...data.queries.map((query) => query.updatedAt))
}

/** The copy of what the cache holds now for `scope` (null: no one is signed in, nothing kept). */
export function offlineDataOf(client: QueryClient, scope: OfflineScope): OfflineData | null | undefined {
  const me = client.getQueryData<Me | null>(meQuery.queryKey)
  if (me === undefined) return undefined
  if (me === null) return null
  const cache = client.getQueryCache()
  const succeeded = cache
    .getAll()
    .filter((query) => query.state.status === 'success' && query.state.data !== undefined)
  const meEntry = cache.find({ queryKey: meQuery.queryKey, exact: true })
  const kept = [...(meEntry ? [meEntry] : []), ...scope.keep(succeeded, me.user.id)]
  return {
    userId: me.user.id,
    queries: kept.map((query) => ({
      queryKey: query.queryKey,
      data: scope.shrink ? scope.shrink(query) : query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    })),
  }
}

/**
 * Keeps the copy up to date from the cache (a second after the last change, so a page's burst of
 * answers is written once). Returns the unsubscribe function.
 */
export function persistOfflineData(client: QueryClient, scope: OfflineScope, delayMs = 1000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    timer = undefined
    const data = offlineDataOf(client, scope)
    if (data === undefined) return
    if (data === null) return clearOfflineData()
    try {
      localStorage.setItem(offlineStorageKey, JSON.stringify(data))
    } catch {
      // Storage full or refused: the app still works online, only the offline copy is missing.
    }
    changed()
  }
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    // Signed out, or someone else signed in: the copy goes at once, not a second later (the next
    // user may be at the keyboard).
    if (event.query.queryHash === meEntryHash) {
      const me = event.query.state.data as Me | null | undefined
      if (me === null || (me && readOfflineData()?.userId !== me.user.id)) {
        clearTimeout(timer)
        timer = undefined
        clearOfflineData()
        if (me === null) return
      }
    }
    if (timer === undefined) timer = setTimeout(save, delayMs)
  })
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}

const meEntryHash = JSON.stringify(meQuery.queryKey)

/**
 * Started offline: the kept answers go back into the cache, dated when they were received, and
 * queries wait for the connection instead of failing (TanStack Query assumes it is online until
 * told). Online, nothing is restored: the server answers, and the current user is asked again.
 */
export function restoreOfflineData(client: QueryClient, online = navigator.onLine): boolean {
  onlineManager.setOnline(online)
  if (online) return false
  const data = readOfflineData()
  if (!data) return false
  for (const query of data.queries)
    client.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt })
  // Back online, everything is asked again: the current user first of all (kept forever otherwise).
  const unsubscribe = onlineManager.subscribe((isOnline) => {
    if (!isOnline) return
    unsubscribe()
    void client.invalidateQueries()
  })
  return true
}

// --- What the shell shows: online or not, and since when the copy dates ---------------------

const listeners = new Set<() => void>()
/** The copy's date, read from storage once per change (undefined: not read since). */
let savedAtSnapshot: number | null | undefined
function changed(): void {
  savedAtSnapshot = undefined
  for (const listener of listeners) listener()
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether the browser says it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine)
}

/** When the kept copy's newest answer was received (null: nothing kept). */
export function useOfflineSavedAt(): number | null {
  return useSyncExternalStore(
    (listener) => {
      // Read afresh from now on; another tab's writes (a sign-in, a sign-out) count too.
      savedAtSnapshot = undefined
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key === offlineStorageKey || event.key === null) changed()
      }
      listeners.add(listener)
      window.addEventListener('storage', fromOtherTab)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', fromOtherTab)
      }
    },
    () => (savedAtSnapshot === undefined ? (savedAtSnapshot = offlineSavedAt()) : savedAtSnapshot),
  )
}
