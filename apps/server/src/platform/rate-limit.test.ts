import { afterAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import {
  countUnlessOver,
  maxKeyLength,
  memoryRateLimitStore,
  redisRateLimitStore,
  storedKey,
  type RateLimitStore,
} from './rate-limit'

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

  it('counts a long key under its capped form (docs/security.md)', async () => {
    const store = make()
    const long = `reset:address:${'a'.repeat(5_000)}@example.test`
    expect(await store.hit(long, 60_000)).toBe(1)
    expect(await store.hit(long, 60_000)).toBe(2)
    expect(await store.peek(long)).toBe(2)
    expect(await store.peek(`${long}x`)).toBe(0)
    await store.reset(long)
    expect(await store.peek(long)).toBe(0)
  })

  it('writes nothing for a refused request', async () => {
    const store = make()
    const limits = (n: number) => [
      { key: 'ip:1', windowMs: 60_000, max: 2 },
      { key: `address:${n}`, windowMs: 60_000, max: 5 },
    ]
    expect(await countUnlessOver(store, limits(1))).toBe(true)
    expect(await countUnlessOver(store, limits(2))).toBe(true)
    expect(await countUnlessOver(store, limits(3))).toBe(false)
    expect(await store.peek('ip:1')).toBe(2)
    expect(await store.peek('address:3')).toBe(0)
  })
})

describe('rate-limit store: memory bounds', () => {
  it('keeps keys short whatever the client sent', () => {
    expect(storedKey('login:ip:127.0.0.1')).toBe('login:ip:127.0.0.1')
    const capped = storedKey(`x:${'b'.repeat(10_000)}`)
    expect(capped.length).toBeLessThanOrEqual(maxKeyLength)
    expect(capped).not.toBe(storedKey(`x:${'b'.repeat(10_001)}`))
  })

  it('40 000 refused requests from one client add no window', async () => {
    const store = memoryRateLimitStore(() => now)
    const limits = (n: number) => [
      { key: 'reset:ip:10.0.0.1', windowMs: 60_000, max: 30 },
      { key: `reset:address:${n}-${'z'.repeat(200)}@example.test`, windowMs: 60_000, max: 5 },
    ]
    for (let n = 0; n < 30; n++) expect(await countUnlessOver(store, limits(n))).toBe(true)
    const before = store.size()
    for (let n = 30; n < 40_030; n++) expect(await countUnlessOver(store, limits(n))).toBe(false)
    expect(store.size()).toBe(before)
  })

  it('drops the oldest windows past its cap', async () => {
    const store = memoryRateLimitStore(() => now, 3)
    for (const k of ['a', 'b', 'c', 'd']) await store.hit(k, 60_000)
    expect(store.size()).toBe(3)
    expect(await store.peek('a')).toBe(0)
    expect(await store.peek('d')).toBe(1)
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
