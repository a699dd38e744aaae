import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { zAntiBotChallenge, type AntiBotChallenge } from '@nido/domain/contracts/anti-bot'
import { AppError } from '@nido/domain/errors'
import { antiBotTtlMs, verifyAntiBot } from '../../platform/anti-bot'
import { memoryRateLimitStore, redisRateLimitStore, type RateLimitStore } from '../../platform/rate-limit'
import { createTestApp, type TestApp } from '../../test/app'
import { antiBotLimits } from './anti-bot.routes'

// docs/anti-bot.md: a challenge from the public route, solved here with altcha-lib's own solver
// (what the browser widget runs), is good for one form; a replayed, tampered or expired one
// answers INVALID_RECAPTCHA. The spent-solution store is the rate-limit store: in process, and
// Redis when REDIS_URL is set (CI sets it).

const redis = process.env.REDIS_URL
  ? new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 })
  : undefined

let t: TestApp
beforeAll(async () => {
  // altcha-lib checks a challenge's expiry against the system clock as well as ours: the app's
  // clock starts at the real time.
  t = await createTestApp({ now: new Date().toISOString() })
  // A small counter keeps each solve to a few dozen derivations.
  t.deps.config.antiBot.maxNumber = 20
})
afterAll(async () => {
  await t.close()
  redis?.disconnect()
})

async function fetchChallenge(app = t): Promise<AntiBotChallenge> {
  const res = await app.app.inject({ method: 'GET', url: '/api/v1/anti-bot/challenge' })
  expect(res.statusCode).toBe(200)
  return zAntiBotChallenge.parse(res.json())
}

/** What the widget sends: base64 of `{ challenge, solution }`. */
async function solve(challenge: AntiBotChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new Error('no solution found')
  return encode({ challenge, solution })
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')
const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: AntiBotChallenge
    solution: { counter: number; derivedKey: string }
  }

/** The same key but its first hex digit. */
const flipFirst = (hex: string) => (hex.startsWith('0') ? '1' : '0') + hex.slice(1)

async function errorCodeOf(check: Promise<unknown>): Promise<string | undefined> {
  try {
    await check
    return undefined
  } catch (error) {
    if (error instanceof AppError) return error.code
    throw error
  }
}

describe('GET /api/v1/anti-bot/challenge', () => {
  it('answers a signed, expiring PBKDF2 challenge, never cached, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/anti-bot/challenge' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const challenge = zAntiBotChallenge.parse(res.json())
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
    expect(challenge.parameters.expiresAt).toBe(Math.floor((t.clock.now().getTime() + antiBotTtlMs) / 1000))
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    // Two challenges never share a nonce (the key a spent solution is remembered by).
    expect((await fetchChallenge()).parameters.nonce).not.toBe(challenge.parameters.nonce)
  })

  it('refuses an address past its count with TOO_MANY_REQUESTS, and counts no refused request', async () => {
    const key = 'anti-bot:challenge:ip:127.0.0.1'
    await t.deps.rateLimits.reset(key)
    for (let i = 0; i < antiBotLimits.perIp; i++) await t.deps.rateLimits.hit(key, antiBotLimits.windowMs)
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/anti-bot/challenge' })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' })
    expect(await t.deps.rateLimits.peek(key)).toBe(antiBotLimits.perIp)
    await t.deps.rateLimits.reset(key)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/anti-bot/challenge' })).statusCode).toBe(200)
  })
})

const stores: Array<[string, () => RateLimitStore]> = [
  ['memory', () => memoryRateLimitStore(() => t.clock.now().getTime())],
]
if (redis)
  stores.push(['redis', () => redisRateLimitStore(redis, `nido:test:${randomBytes(4).toString('hex')}:`)])

describe.each(stores)('verifyAntiBot with the %s store', (_kind, makeStore) => {
  const depsWith = (store: RateLimitStore) => ({ ...t.deps, rateLimits: store })

  it('accepts a solved challenge once; its replay answers INVALID_RECAPTCHA', async () => {
    const deps = depsWith(makeStore())
    const payload = await solve(await fetchChallenge())
    await expect(verifyAntiBot(deps, payload)).resolves.toBeUndefined()
    expect(await errorCodeOf(verifyAntiBot(deps, payload))).toBe('INVALID_RECAPTCHA')
    // Another challenge, solved, is still good: only the spent one is refused.
    await expect(verifyAntiBot(deps, await solve(await fetchChallenge()))).resolves.toBeUndefined()
  })

  it('lets one of two racing requests with the same solution through', async () => {
    const deps = depsWith(makeStore())
    const payload = await solve(await fetchChallenge())
    const codes = await Promise.all([
      errorCodeOf(verifyAntiBot(deps, payload)),
      errorCodeOf(verifyAntiBot(deps, payload)),
    ])
    expect(codes.sort()).toEqual(['INVALID_RECAPTCHA', undefined])
  })
})

describe('verifyAntiBot refuses with INVALID_RECAPTCHA', () => {
  const deps = () => ({ ...t.deps, rateLimits: memoryRateLimitStore(() => t.clock.now().getTime()) })

  it('a missing, empty or malformed payload', async () => {
    for (const payload of [undefined, null, '', 'not base64 json', encode({ challenge: {} }), encode([1, 2])])
      expect(await errorCodeOf(verifyAntiBot(deps(), payload))).toBe('INVALID_RECAPTCHA')
  })

  it('a tampered challenge or solution', async () => {
    const good = decode(await solve(await fetchChallenge()))
    const { parameters } = good.challenge
    const tampered = [
      // An easier challenge: a shorter prefix, a lower cost, a later expiry.
      { ...good, challenge: { ...good.challenge, parameters: { ...parameters, keyPrefix: '00' } } },
      {
        ...good,
        challenge: {
          ...good.challenge,
          parameters: { ...parameters, expiresAt: parameters.expiresAt + 3600 },
        },
      },
      { ...good, challenge: { ...good.challenge, signature: '0'.repeat(64) } },
      // A key that was not found. (The counter itself is not checked: the server compares the
      // key with its own signature of it, and only the work finds that key.)
      { ...good, solution: { ...good.solution, derivedKey: '0'.repeat(64) } },
      { ...good, solution: { ...good.solution, derivedKey: flipFirst(good.solution.derivedKey) } },
    ]
    for (const payload of tampered)
      expect(await errorCodeOf(verifyAntiBot(deps(), encode(payload)))).toBe('INVALID_RECAPTCHA')
    // The untouched one still passes: each refusal above came from its change.
    await expect(verifyAntiBot(deps(), encode(good))).resolves.toBeUndefined()
  })

  it("a challenge signed by another server's secret", async () => {
    const payload = await solve(await fetchChallenge())
    const other = { ...deps(), secret: 'another-secret-another-secret-another-0123' }
    expect(await errorCodeOf(verifyAntiBot(other, payload))).toBe('INVALID_RECAPTCHA')
  })

  it('a challenge past its ten minutes, by the app clock', async () => {
    const payload = await solve(await fetchChallenge())
    const start = t.clock.now()
    try {
      t.clock.advance(antiBotTtlMs + 1000)
      expect(await errorCodeOf(verifyAntiBot(deps(), payload))).toBe('INVALID_RECAPTCHA')
    } finally {
      t.clock.set(start)
    }
  })

  it('a challenge past its ten minutes, by the system clock (altcha-lib checks it too)', async () => {
    const start = t.clock.now()
    try {
      // Issued "an hour ago": the app clock, set back, still finds it fresh when it checks.
      t.clock.set(new Date(Date.now() - 60 * 60_000))
      const payload = await solve(await fetchChallenge())
      expect(await errorCodeOf(verifyAntiBot(deps(), payload))).toBe('INVALID_RECAPTCHA')
    } finally {
      t.clock.set(start)
    }
  })
})
