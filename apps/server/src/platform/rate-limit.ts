import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'

// A fixed-window counter: in process by default, in Redis when REDIS_URL is set, so that several
// server processes share the same counts (ARCHITECTURE §1 "rate-limit store").
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the count within the current window. */
  hit(key: string, windowMs: number): Promise<number>
  /** The count within the current window without adding a hit. */
  peek(key: string): Promise<number>
  reset(key: string): Promise<void>
}

/**
 * Keys carry what the client sent (an e-mail address, say), so their length is the client's
 * choice: past `maxKeyLength` a key is stored as its SHA-256 (docs/security.md "Rate limits and
 * throttling"), so a key costs at most a few dozen bytes whatever was typed.
 */
export const maxKeyLength = 96

export function storedKey(key: string): string {
  if (key.length <= maxKeyLength) return key
  return `${key.slice(0, 32)}#${createHash('sha256').update(key).digest('base64url')}`
}

/**
 * Most windows the in-process store keeps. Past it, expired windows are swept and, if that is not
 * enough, the oldest windows are dropped: memory stays bounded even under a flood of distinct keys
 * (a refused request adds none, see `countUnlessOver`).
 */
export const maxMemoryWindows = 100_000

export interface Limit {
  key: string
  windowMs: number
  /** Hits allowed within the window; the next one is refused. */
  max: number
}

/**
 * Counts one hit against each limit, unless one of them is already used up: then nothing is
 * written (a refused request creates no key, so a client hammering a closed door costs no memory)
 * and the answer is false. Two requests racing past the peek may both count; the later sees the
 * count above `max` and is refused too.
 */
export async function countUnlessOver(store: RateLimitStore, limits: readonly Limit[]): Promise<boolean> {
  const counts = await Promise.all(limits.map((l) => store.peek(l.key)))
  if (limits.some((l, i) => counts[i]! >= l.max)) return false
  const after = await Promise.all(limits.map((l) => store.hit(l.key, l.windowMs)))
  return limits.every((l, i) => after[i]! <= l.max)
}

/** `now` in milliseconds, from the injected clock (STYLE.md habit 6): tests move the windows on. */
export function memoryRateLimitStore(
  now: () => number,
  maxWindows = maxMemoryWindows,
): RateLimitStore & { size(): number } {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const current = (rawKey: string) => {
    const key = storedKey(rawKey)
    const w = windows.get(key)
    if (w && w.resetAt <= now()) {
      windows.delete(key)
      return undefined
    }
    return w
  }
  return {
    async hit(key, windowMs) {
      const w = current(key)
      if (w) return ++w.count
      windows.set(storedKey(key), { count: 1, resetAt: now() + windowMs })
      if (windows.size > maxWindows) {
        for (const [k, v] of windows) if (v.resetAt <= now()) windows.delete(k)
        // Map keeps insertion order: the first keys are the oldest windows.
        for (const k of windows.keys()) {
          if (windows.size <= maxWindows) break
          windows.delete(k)
        }
      }
      return 1
    },
    async peek(key) {
      return current(key)?.count ?? 0
    },
    async reset(key) {
      windows.delete(storedKey(key))
    },
    size: () => windows.size,
  }
}

export function redisRateLimitStore(redis: Redis, prefix = 'nido:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + storedKey(key)
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
        [unknown, number],
      ]
      return count
    },
    async peek(key) {
      return Number((await redis.get(prefix + storedKey(key))) ?? 0)
    },
    async reset(key) {
      await redis.del(prefix + storedKey(key))
    },
  }
}
