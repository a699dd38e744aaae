import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { buildApp } from '../app'
import { readConfig } from '../config'
import { users } from '../db/schema/index'
import { createTestApp, type TestApp } from '../test/app'

// docs/security.md "Cross-site requests": a write from a page of another origin (another port of
// the same host included: same-site, so SameSite=Lax sends the cookie) is refused, and a body is
// JSON (or the signed upload's raw bytes), never a form or text another page could post.
describe('cross-site requests (docs/security.md)', () => {
  let t: TestApp
  let cookie: string
  let userId: string
  // The test app's PUBLIC_URL is the default, http://localhost:3000.
  const own = 'http://localhost:3000'

  beforeAll(async () => {
    t = await createTestApp()
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id])
    userId = guardian.id
    cookie = await t.login(guardian.email!)
  })
  afterAll(() => t.close())

  const status = async () =>
    (await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, userId)))[0]!.status
  const askDeletion = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/data-protection/deletion-requests',
      headers: { cookie, ...headers },
      ...(payload === undefined ? {} : { payload }),
    })

  it.each([
    ['another port of the same host', { origin: 'http://localhost:4000' }],
    ['another host', { origin: 'https://evil.example' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['a Referer of another origin, without Origin', { referer: 'http://localhost:4000/attack.html' }],
    ['the right host over another scheme', { origin: 'https://localhost:3000' }],
  ])('refuses a write from %s with CROSS_SITE_REQUEST', async (_name, headers) => {
    const res = await askDeletion({ ...headers, 'content-type': 'text/plain' }, 'x')
    expect(res.statusCode, res.body).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'CROSS_SITE_REQUEST' })
    expect(await status()).toBe('Active')
  })

  it.each([
    ['text/plain', 'a=b'],
    ['application/x-www-form-urlencoded', 'a=b'],
    ['multipart/form-data; boundary=x', '--x--\r\n'],
    ['text/plain', ''],
  ])('refuses a %s body from its own origin with UNSUPPORTED_CONTENT_TYPE', async (type, body) => {
    const res = await askDeletion({ origin: own, 'content-type': type }, body)
    expect(res.statusCode, res.body).toBe(415)
    expect(res.json()).toMatchObject({ errorCode: 'UNSUPPORTED_CONTENT_TYPE' })
    expect(await status()).toBe('Active')
  })

  it('refuses a JSON route’s body sent as text, even from its own origin', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/account',
      headers: { cookie, origin: own, 'content-type': 'text/plain' },
      payload: JSON.stringify({ firstname: 'Mallory' }),
    })
    expect(res.statusCode, res.body).toBe(415)
  })

  it('lets reads from other origins through (links, feeds, the OpenID return)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { cookie, origin: 'http://localhost:4000' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('accepts JSON from its own origin, with or without a charset', async () => {
    for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: { cookie, origin: own, referer: `${own}/account`, 'content-type': type },
        payload: JSON.stringify({ firstname: 'Gina' }),
      })
      expect(res.statusCode, res.body).toBe(200)
    }
  })

  it('accepts an origin of ALLOWED_ORIGINS', async () => {
    const config = readConfig({
      DATA_DIR: '/tmp/nido-test',
      LOG_LEVEL: 'silent',
      ALLOWED_ORIGINS: 'https://nido.example.org/, http://localhost:5173',
    })
    expect(config.trustedOrigins).toEqual([own, 'https://nido.example.org', 'http://localhost:5173'])
    const app = await buildApp({ ...t.deps, config }, { jobPollMs: false })
    try {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/v1/account',
        headers: { cookie, origin: 'http://localhost:5173', 'content-type': 'application/json' },
        payload: JSON.stringify({ firstname: 'Gina' }),
      })
      expect(res.statusCode, res.body).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('refuses an ALLOWED_ORIGINS entry that is not an http(s) address', () => {
    expect(() => readConfig({ ALLOWED_ORIGINS: 'localhost:5173' })).toThrow(/ALLOWED_ORIGINS/)
  })

  it('lets a bodyless write from its own origin through', async () => {
    const fromPage = await askDeletion({ origin: own })
    expect(fromPage.statusCode, fromPage.body).toBe(201)
    expect(await status()).toBe('AskedDeletion')
  })
})
