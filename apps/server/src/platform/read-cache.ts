import { LRUCache } from 'lru-cache'
import { sql } from 'drizzle-orm'
import { performance } from 'node:perf_hooks'
import type { Database } from '../db/client'
import { changeChannel, heartbeatPayload, installChangeTriggers } from './change-triggers'

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
// A listening connection can also stall without being lost (a half-open TCP connection, a proxy
// that stops forwarding): nothing says so, and the cache would serve what it holds — a revoked
// session — for its whole time to live. So each process sends a heartbeat on the same channel
// every `heartbeatMs`, and serves from the cache only while it heard something (a change or
// anyone's heartbeat) within `staleAfterMs`; the first thing heard after a silence starts a new
// generation, since changes may have been missed in it (decision 0007, docs/security.md). A
// listener silent for three times that long is replaced by a new connection.
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
  /** Whether the connection listening for changes is up. */
  readonly listening: boolean
  /**
   * Whether answers are served from memory now: listening, and something (a change or a
   * heartbeat) heard within `staleAfterMs`. Else every read goes to the database.
   */
  readonly serving: boolean
  /** Answers served from memory and read from the database, per store, since the start. */
  stats(): Record<string, { hits: number; misses: number }>
  close(): Promise<void>
}

export interface ReadCacheLog {
  warn(message: string): void
}

/** Decision 0007: a heartbeat every two seconds, the cache bypassed after five of silence. */
export const defaultHeartbeatMs = 2000
export const defaultStaleAfterMs = 5000

export interface ReadCacheOptions {
  log?: ReadCacheLog
  /** How often this process sends a heartbeat, or false to send none (a test sends its own). */
  heartbeatMs?: number | false
  /** Nothing heard for longer than this: nothing is served from the cache until something is. */
  staleAfterMs?: number
  /** A monotonic clock in milliseconds (tests move their own). */
  now?: () => number
}

export async function startReadCache(
  database: Database,
  stores: Record<string, StoreOptions>,
  options: ReadCacheOptions = {},
): Promise<ReadCache> {
  const log = options.log ?? console
  const now = options.now ?? (() => performance.now())
  const staleAfterMs = options.staleAfterMs ?? defaultStaleAfterMs
  const heartbeatMs = options.heartbeatMs ?? defaultHeartbeatMs
  await installChangeTriggers(database.db)

  let generation = 0
  let listening = false
  let lastHeardAt = now()
  let warnedStale = false
  const heard = () => now() - lastHeardAt <= staleAfterMs
  /** Answers may come from memory: the listener is connected and was heard from lately. */
  const serving = () => {
    if (!listening) return false
    if (heard()) return true
    if (!warnedStale) {
      warnedStale = true
      log.warn(`read cache: nothing heard from the change listener for ${staleAfterMs} ms; reading through`)
    }
    return false
  }
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
        notify: (payload) => {
          // After a silence, what was missed is unknown: start afresh.
          if (!heard() || payload !== heartbeatPayload) generation++
          lastHeardAt = now()
          warnedStale = false
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
      lastHeardAt = now()
      listening = true
    } catch {
      if (closed) return
      retry = setTimeout(() => void listen(), 1000)
      retry.unref()
    }
  }
  await listen()

  // Through the pool, as any write's notification travels; heard back through the listener.
  const sendHeartbeat = () => {
    database.db.execute(sql`select pg_notify(${changeChannel}, ${heartbeatPayload})`).catch(() => {
      // A pool that cannot reach the database fails requests too; silence then bypasses the cache.
    })
  }
  // A listener silent three times longer than `staleAfterMs` is replaced: a half-open connection
  // never recovers by itself, and the cache would stay bypassed for good.
  const restartIfSilent = () => {
    if (closed || !listening || now() - lastHeardAt <= 3 * staleAfterMs) return
    log.warn('read cache: the change listener stayed silent; listening on a new connection')
    listening = false
    generation++
    const old = stop
    stop = undefined
    // Not awaited: ending a half-open connection may wait on TCP's own timeouts.
    old?.().catch(() => undefined)
    void listen()
  }
  const beat =
    heartbeatMs === false
      ? undefined
      : setInterval(() => {
          sendHeartbeat()
          restartIfSilent()
        }, heartbeatMs)
  beat?.unref()

  return {
    get listening() {
      return listening
    },
    get serving() {
      return serving()
    },
    stats: () => structuredClone(counts),
    async through<T>(store: string, key: string, read: () => Promise<T>): Promise<T> {
      const cache = caches.get(store)
      const count = counts[store]
      if (!cache || !count) throw new Error(`read cache: no store named ${store}`)
      const at = generation
      const fromMemory = serving()
      const hit = fromMemory ? cache.get(key) : undefined
      if (hit && hit.generation === at) {
        count.hits++
        return hit.value as T
      }
      count.misses++
      const value = await read()
      // A change heard while reading may or may not be in what was read: keep nothing then.
      if (value !== undefined && fromMemory && serving() && generation === at)
        cache.set(key, { generation: at, value })
      return value
    },
    changed() {
      generation++
    },
    async close() {
      closed = true
      listening = false
      clearTimeout(retry)
      clearInterval(beat)
      await stop?.()
      for (const cache of caches.values()) cache.clear()
    },
  }
}
