import { LRUCache } from 'lru-cache'
import type { Database } from '../db/client'
import { changeChannel, installChangeTriggers } from './change-triggers'

// Decision record 0007. Answers read on nearly every request (a session's actor, the first page of
// a newsfeed) are kept in this process's memory and served while the database has not changed
// since they were read. "Changed" is told by the database itself: triggers NOTIFY `nido_changes`
// on every write that matters (platform/change-triggers.ts), whichever process or tool made it,
// and each notification moves the generation on, which retires every entry at once. This
// process's own writes move it on before their answer leaves (`changed()`, from an HTTP hook),
// so a client reads its writes at once; another process's writes are seen as soon as their
// notification arrives (milliseconds). While the listening connection is down nothing is served
// from, or stored in, the cache. Every entry also has a time to live, for what time alone changes
// (a post whose publication date arrives, a session that expires).
//
// Nothing here is needed by another process: each one keeps its own (ARCHITECTURE §1).

interface Entry {
  generation: number
  value: unknown
}

export interface StoreOptions {
  /** Entries kept at most (least recently used first out). */
  max: number
  /** Milliseconds an entry may be served, whatever happens. */
  ttlMs: number
}

/**
 * The server's stores. Actors: one per signed-in session in use, checked against the session's
 * end on every use. Feeds: the pages asked, by session and filters; ten seconds at most, so a post
 * whose publication time arrives shows up within ten seconds without any write.
 */
export const readCacheStores: Record<string, StoreOptions> = {
  sessions: { max: 20_000, ttlMs: 60_000 },
  feeds: { max: 2_000, ttlMs: 10_000 },
}

export interface ReadCache {
  /**
   * The value cached under `key` in `store`, or `read()`'s, remembered when the database did not
   * change while it was read. `undefined` results are not remembered.
   */
  through<T>(store: string, key: string, read: () => Promise<T>): Promise<T>
  /** This process changed (or may have changed) the database: forget everything now. */
  changed(): void
  /** Whether changes are heard (else every read goes to the database). */
  readonly listening: boolean
  /** Answers served from memory and read from the database, per store, since the start. */
  stats(): Record<string, { hits: number; misses: number }>
  close(): Promise<void>
}

export interface ReadCacheLog {
  warn(message: string): void
}

export async function startReadCache(
  database: Database,
  stores: Record<string, StoreOptions>,
  log: ReadCacheLog = console,
): Promise<ReadCache> {
  await installChangeTriggers(database.db)

  let generation = 0
  let listening = false
  let closed = false
  let stop: (() => Promise<void>) | undefined
  let retry: NodeJS.Timeout | undefined
  const counts = Object.fromEntries(Object.keys(stores).map((name) => [name, { hits: 0, misses: 0 }]))
  const caches = new Map(
    Object.entries(stores).map(([name, o]) => [
      name,
      new LRUCache<string, Entry>({ max: o.max, ttl: o.ttlMs }),
    ]),
  )

  const listen = async (): Promise<void> => {
    try {
      stop = await database.listen(changeChannel, {
        notify: () => {
          generation++
        },
        lost: () => {
          listening = false
          generation++
          if (closed) return
          log.warn(
            'read cache: the connection listening for changes was lost; reading through until it is back',
          )
          retry = setTimeout(() => void listen(), 1000)
          retry.unref()
        },
      })
      // Whatever changed while nobody listened is unknown: start afresh.
      generation++
      listening = true
    } catch {
      if (closed) return
      retry = setTimeout(() => void listen(), 1000)
      retry.unref()
    }
  }
  await listen()

  return {
    get listening() {
      return listening
    },
    stats: () => structuredClone(counts),
    async through<T>(store: string, key: string, read: () => Promise<T>): Promise<T> {
      const cache = caches.get(store)
      const count = counts[store]
      if (!cache || !count) throw new Error(`read cache: no store named ${store}`)
      const at = generation
      const hit = listening ? cache.get(key) : undefined
      if (hit && hit.generation === at) {
        count.hits++
        return hit.value as T
      }
      count.misses++
      const value = await read()
      // A change heard while reading may or may not be in what was read: keep nothing then.
      if (value !== undefined && listening && generation === at) cache.set(key, { generation: at, value })
      return value
    },
    changed() {
      generation++
    },
    async close() {
      closed = true
      listening = false
      clearTimeout(retry)
      await stop?.()
      for (const cache of caches.values()) cache.clear()
    },
  }
}
