import { LRUCache } from 'lru-cache'
import { sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { Database } from '../db/client'
import { sessionActorReads } from './actor'
import {
  changeChannel,
  heartbeatPayload,
  installChangeTriggers,
  syncPayloadPrefix,
  type TableReads,
} from './change-triggers'

// Decision records 0007 and 0036. Answers read on nearly every request (a session's actor) are
// kept in this process's memory and served while what they read has not changed. "Changed" is told
// by the database itself: each store declares the tables its answers read and, for each, which
// users a changed row concerns (`reads`, beside the cached read's code); triggers computed from
// those declarations NOTIFY `nido_changes` with the table and the users concerned
// (platform/change-triggers.ts), whichever process or tool wrote, and the cache retires those
// users' entries only. A write to a table no store reads (news, reactions, the care log, chat)
// retires nothing. A notification naming no user (schools, feature flags, too many users for one
// payload) retires the whole of the stores reading that table.
//
// This process's own writes: a write request retires its own user's entries when it starts, and
// before it answers waits for `sync()` — a notification of its own, sent after its commits and so
// heard after theirs (PostgreSQL delivers notifications in commit order) — so what it changed,
// for whomever, is retired in this process before its answer leaves. Another process hears the
// same notifications in milliseconds (docs/decisions/0036-read-cache-per-user.md has the figure).
// While the listening connection is down nothing is served from, or stored in, the cache. Every
// entry also has a time to live, for what time alone changes (a session that expires).
//
// A listening connection can also stall without being lost (a half-open TCP connection, a proxy
// that stops forwarding): nothing says so, and the cache would serve what it holds — a revoked
// session — for its whole time to live. So each process sends a heartbeat on the same channel
// every `heartbeatMs`, and serves from the cache only while it heard something (a change or
// anyone's heartbeat) within `staleAfterMs`; the first thing heard after a silence retires
// everything, since changes may have been missed in it (decision 0007, docs/security.md). A
// listener silent for three times that long is replaced by a new connection.
//
// Nothing here is needed by another process: each one keeps its own (ARCHITECTURE §1).

interface Entry {
  generation: number
  /** The users whose changes retire this entry. */
  users: readonly string[]
  value: unknown
}

export interface StoreOptions {
  /** Entries kept at most (least recently used first out). */
  max: number
  /** Milliseconds an entry may be served, whatever happens. */
  ttlMs: number
  /** The tables its answers read, and which users a changed row concerns (change-triggers.ts). */
  reads: TableReads
}

/**
 * The server's stores. Sessions: the actor of each signed-in session in use, by its token's hash,
 * checked against the session's end on every use (platform/http.ts). The feed's pages are not
 * kept: under a school day's load they were never asked twice within their life (decision 0036).
 */
export const readCacheStores: Record<string, StoreOptions> = {
  sessions: { max: 20_000, ttlMs: 60_000, reads: sessionActorReads },
}

export interface ReadCache {
  /**
   * The value cached under `key` in `store`, or `read()`'s, remembered when what it read did not
   * change while it was read; `usersOf` names the users whose changes retire it. `undefined`
   * results are not remembered.
   */
  through<T>(
    store: string,
    key: string,
    read: () => Promise<T>,
    usersOf: (value: T) => readonly string[],
  ): Promise<T>
  /**
   * Retires every entry of the users of the entry under `key` in `store` (this process is about
   * to change, or changed, something of theirs: a write request's own user).
   */
  retireUsersOf(store: string, key: string): void
  /**
   * Resolves once every change committed before the call has been heard and its entries retired
   * (a notification of its own, heard after theirs). Retires everything if it is not heard within
   * `syncTimeoutMs`.
   */
  sync(): Promise<void>
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
/** A sync barrier not heard back within this retires everything rather than wait longer. */
export const syncTimeoutMs = 1000

export interface ReadCacheOptions {
  log?: ReadCacheLog
  /** How often this process sends a heartbeat, or false to send none (a test sends its own). */
  heartbeatMs?: number | false
  /** Nothing heard for longer than this: nothing is served from the cache until something is. */
  staleAfterMs?: number
  /** A monotonic clock in milliseconds (tests move their own). */
  now?: () => number
}

/** A read under way: the users retired while it ran, or 'all'. */
interface Pending {
  retired: Set<string> | 'all'
}

interface Store {
  options: StoreOptions
  cache: LRUCache<string, Entry>
  /** The keys of each user's entries, so that retiring one user costs only theirs. */
  byUser: Map<string, Set<string>>
  /** Moves on to retire every entry at once. */
  generation: number
  pending: Set<Pending>
  count: { hits: number; misses: number }
}

function openStore(options: StoreOptions): Store {
  const byUser = new Map<string, Set<string>>()
  return {
    options,
    byUser,
    cache: new LRUCache<string, Entry>({
      max: options.max,
      ttl: options.ttlMs,
      // Evicted, expired, replaced or retired: out of its users' index too.
      dispose: (entry, key) => {
        for (const user of entry.users) {
          const keys = byUser.get(user)
          keys?.delete(key)
          if (keys?.size === 0) byUser.delete(user)
        }
      },
    }),
    generation: 0,
    pending: new Set(),
    count: { hits: 0, misses: 0 },
  }
}

function retireAll(store: Store): void {
  store.generation++
  store.cache.clear()
  for (const p of store.pending) p.retired = 'all'
}

function retireUsers(store: Store, users: readonly string[]): void {
  for (const user of users) {
    for (const key of [...(store.byUser.get(user) ?? [])]) store.cache.delete(key)
    for (const p of store.pending) if (p.retired !== 'all') p.retired.add(user)
  }
}

export async function startReadCache(
  database: Database,
  storeOptions: Record<string, StoreOptions>,
  options: ReadCacheOptions = {},
): Promise<ReadCache> {
  const log = options.log ?? console
  const now = options.now ?? (() => performance.now())
  const staleAfterMs = options.staleAfterMs ?? defaultStaleAfterMs
  const heartbeatMs = options.heartbeatMs ?? defaultHeartbeatMs
  await installChangeTriggers(
    database.db,
    Object.values(storeOptions).map((o) => o.reads),
  )

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
  const stores = new Map(Object.entries(storeOptions).map(([name, o]) => [name, openStore(o)]))
  const everything = () => {
    for (const store of stores.values()) retireAll(store)
  }
  /** Sync barriers sent and not heard back yet, by token. */
  const syncs = new Map<string, () => void>()
  const releaseSyncs = () => {
    for (const release of syncs.values()) release()
    syncs.clear()
  }

  /** `table` or `table:id,id,…` (change-triggers.ts). */
  const changeHeard = (payload: string) => {
    const colon = payload.indexOf(':')
    const table = colon < 0 ? payload : payload.slice(0, colon)
    const users = colon < 0 ? undefined : payload.slice(colon + 1).split(',')
    for (const store of stores.values()) {
      const read = store.options.reads[table]
      if (!read) continue
      if (!users || read.users === 'all') retireAll(store)
      else retireUsers(store, users)
    }
  }

  const listen = async (): Promise<void> => {
    try {
      stop = await database.listen(changeChannel, {
        notify: (payload) => {
          // After a silence, what was missed is unknown: start afresh.
          if (!heard()) everything()
          lastHeardAt = now()
          warnedStale = false
          if (payload === heartbeatPayload) return
          if (payload.startsWith(syncPayloadPrefix)) {
            const token = payload.slice(syncPayloadPrefix.length)
            syncs.get(token)?.()
            syncs.delete(token)
            return
          }
          changeHeard(payload)
        },
        lost: () => {
          listening = false
          everything()
          // Nothing is served until the listener is back: nobody need wait for a barrier.
          releaseSyncs()
          if (closed) return
          log.warn(
            'read cache: the connection listening for changes was lost; reading through until it is back',
          )
          retry = setTimeout(() => void listen(), 1000)
          retry.unref()
        },
      })
      // Whatever changed while nobody listened is unknown: start afresh.
      everything()
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
  const notify = (payload: string) => database.db.execute(sql`select pg_notify(${changeChannel}, ${payload})`)
  const sendHeartbeat = () => {
    notify(heartbeatPayload).catch(() => {
      // A pool that cannot reach the database fails requests too; silence then bypasses the cache.
    })
  }
  // A listener silent three times longer than `staleAfterMs` is replaced: a half-open connection
  // never recovers by itself, and the cache would stay bypassed for good.
  const restartIfSilent = () => {
    if (closed || !listening || now() - lastHeardAt <= 3 * staleAfterMs) return
    log.warn('read cache: the change listener stayed silent; listening on a new connection')
    listening = false
    everything()
    releaseSyncs()
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

  const storeNamed = (name: string) => {
    const store = stores.get(name)
    if (!store) throw new Error(`read cache: no store named ${name}`)
    return store
  }

  return {
    get listening() {
      return listening
    },
    get serving() {
      return serving()
    },
    stats: () => Object.fromEntries([...stores].map(([name, store]) => [name, { ...store.count }])),
    async through<T>(
      name: string,
      key: string,
      read: () => Promise<T>,
      usersOf: (value: T) => readonly string[],
    ): Promise<T> {
      const store = storeNamed(name)
      const at = store.generation
      const fromMemory = serving()
      const hit = fromMemory ? store.cache.get(key) : undefined
      if (hit && hit.generation === at) {
        store.count.hits++
        return hit.value as T
      }
      store.count.misses++
      const pending: Pending = { retired: new Set() }
      store.pending.add(pending)
      let value: T
      try {
        value = await read()
      } finally {
        store.pending.delete(pending)
      }
      if (value === undefined || !fromMemory || !serving() || store.generation !== at) return value
      const users = usersOf(value)
      // A change heard while reading may or may not be in what was read: keep nothing then.
      const { retired } = pending
      if (retired === 'all' || users.some((u) => retired.has(u))) return value
      store.cache.set(key, { generation: at, users, value })
      for (const user of users) {
        let keys = store.byUser.get(user)
        if (!keys) store.byUser.set(user, (keys = new Set()))
        keys.add(key)
      }
      return value
    },
    retireUsersOf(name, key) {
      const store = storeNamed(name)
      const entry = store.cache.peek(key)
      if (!entry) return
      for (const s of stores.values()) retireUsers(s, entry.users)
    },
    async sync() {
      if (!listening) return
      const token = randomUUID()
      let timer: NodeJS.Timeout | undefined
      const heardBack = new Promise<boolean>((resolve) => {
        syncs.set(token, () => resolve(true))
        timer = setTimeout(() => resolve(false), syncTimeoutMs)
      })
      try {
        await notify(syncPayloadPrefix + token)
        // Not heard in time: what was committed before may still be on its way.
        if (!(await heardBack)) everything()
      } catch {
        everything()
      } finally {
        clearTimeout(timer)
        syncs.delete(token)
      }
    },
    async close() {
      closed = true
      listening = false
      clearTimeout(retry)
      clearInterval(beat)
      releaseSyncs()
      await stop?.()
      for (const store of stores.values()) store.cache.clear()
    },
  }
}
