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

/** `now` in milliseconds, from the injected clock (STYLE.md habit 6): tests move the windows on. */
export function memoryRateLimitStore(now: () => number): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>()
  const current = (key: string) => {
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
      windows.set(key, { count: 1, resetAt: now() + windowMs })
      if (windows.size > 100_000) {
        for (const [k, v] of windows) if (v.resetAt <= now()) windows.delete(k)
      }
      return 1
    },
    async peek(key) {
      return current(key)?.count ?? 0
    },
    async reset(key) {
      windows.delete(key)
    },
  }
}

export function redisRateLimitStore(redis: Redis, prefix = 'nido:rl:'): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const k = prefix + key
      const [[, count]] = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [
        [unknown, number],
      ]
      return count
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0)
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
  }
}
