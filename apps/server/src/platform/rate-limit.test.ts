import { afterAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from './rate-limit'

// The same behaviour from both stores: in process by default, Redis when REDIS_URL is set
// (CI sets it), so several server processes share one count.
const redis = process.env.REDIS_URL
  ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 })
  : undefined
afterAll(() => redis?.disconnect())

let now = 1_000_000
const stores: Array<[string, () => RateLimitStore]> = [['memory', () => memoryRateLimitStore(() => now)]]
if (redis)
  stores.push(['redis', () => redisRateLimitStore(redis, `nido:test:${randomBytes(4).toString('hex')}:`)])

describe.each(stores)('rate-limit store: %s', (kind, make) => {
  it('counts hits within a window and resets on demand', async () => {
    const store = make()
    expect(await store.peek('k')).toBe(0)
    expect(await store.hit('k', 60_000)).toBe(1)
    expect(await store.hit('k', 60_000)).toBe(2)
    expect(await store.peek('k')).toBe(2)
    expect(await store.peek('other')).toBe(0)
    await store.reset('k')
    expect(await store.peek('k')).toBe(0)
  })

  it('forgets hits once the window has passed', async () => {
    const store = make()
    await store.hit('w', 50)
    if (kind === 'memory') now += 51
    else await new Promise((r) => setTimeout(r, 80))
    expect(await store.peek('w')).toBe(0)
    expect(await store.hit('w', 50)).toBe(1)
  })
})

describe.runIf(redis)('rate-limit store: redis across processes', () => {
  it('shares counts between two connections, as two server processes would', async () => {
    const prefix = `nido:test:${randomBytes(4).toString('hex')}:`
    const other = new Redis(process.env.REDIS_URL!, { maxRetriesPerRequest: 1 })
    try {
      await redisRateLimitStore(redis!, prefix).hit('shared', 60_000)
      expect(await redisRateLimitStore(other, prefix).hit('shared', 60_000)).toBe(2)
    } finally {
      other.disconnect()
    }
  })
})
