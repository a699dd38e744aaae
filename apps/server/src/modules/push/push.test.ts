import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { pushOutbox, pushSubscriptions, users } from '../../db/schema/index'
import { loadVapidKeys } from '../../platform/vapid'
import { createTestApp, type TestApp } from '../../test/app'
import { enqueuePush } from './index'
import { sendDuePushes } from './push.sender'

// Web Push at protocol level (docs/notifications-push.md): no public push service can be reached
// here, so the test plays one on the loopback. It decrypts what it receives with the
// subscription's private key (RFC 8291, aes128gcm) and checks the VAPID token (RFC 8292).

interface Received {
  path: string
  headers: IncomingMessage['headers']
  body: Buffer
}

/** A push service on the loopback that answers `status` to every push and keeps what it got. */
async function localPushService(status: () => number) {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      res.statusCode = status()
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { received, origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A browser's side of a subscription: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  }
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the browser's keys. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const shared = keys.ecdh.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic])
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ])
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1
  while (end >= 0 && plain[end] === 0) end -= 1
  expect(plain[end]).toBe(2)
  return plain.subarray(0, end).toString('utf8')
}

/** RFC 8292 §2 and §3: `vapid t=<JWT>, k=<public key>`, an ES256 token for the endpoint's origin. */
function checkVapid(header: string | undefined, origin: string, publicKey: string, now: Date) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '')
  expect(match, header).not.toBeNull()
  const [, token, key] = match!
  expect(key).toBe(publicKey)
  const [head, claims, signature] = token!.split('.')
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString())).toMatchObject({ typ: 'JWT', alg: 'ES256' })
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as {
    aud: string
    exp: number
    sub: string
  }
  expect(payload.aud).toBe(origin)
  expect(payload.sub).toMatch(/^(mailto:|https:)/)
  // At most 24 hours ahead (RFC 8292 §2); web-push reads the system clock, not the app's.
  expect(payload.exp * 1000).toBeGreaterThan(Date.now())
  expect(payload.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000)
  void now
  const point = Buffer.from(key!, 'base64url')
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  }
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  )
  expect(ok).toBe(true)
}

describe('Web Push against a local push service (RFC 8291, RFC 8292)', () => {
  let t: TestApp
  let answer = 201
  let service: Awaited<ReturnType<typeof localPushService>>
  beforeAll(async () => {
    t = await createTestApp()
    service = await localPushService(() => answer)
  })
  afterAll(async () => {
    await service.close()
    await t.close()
  })

  async function subscribed(options: { language?: string } = {}) {
    const user = await t.make.user('GUARDIAN', options.language ? { language: options.language } : {})
    const cookie = await t.login(user.email!)
    const keys = browserKeys()
    const endpoint = `${service.origin}/push/${randomBytes(6).toString('hex')}`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/push/devices',
      headers: { cookie },
      payload: { endpoint, keys: keys.json, label: 'Test browser' },
    })
    expect(res.statusCode, res.body).toBe(201)
    return { user, cookie, keys, endpoint, device: res.json<{ id: string }>() }
  }

  const school = { name: 'Lyon', timezone: 'Europe/Paris' }

  it('delivers an encrypted title and link, signed with our VAPID key', async () => {
    answer = 201
    const { user, keys, endpoint, device } = await subscribed({ language: 'fr' })
    const now = t.clock.now()
    await enqueuePush(t.database.db, now, {
      userIds: [user.id],
      kind: 'news',
      title: 'photos',
      school,
      url: '/news/123',
    })
    const before = service.received.length
    expect(await sendDuePushes(t.deps, now)).toBe(1)
    const got = service.received.slice(before)
    expect(got).toHaveLength(1)
    const push = got[0]!
    expect(push.path).toBe(new URL(endpoint).pathname)
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(push.headers.ttl)).toBeGreaterThan(0)
    checkVapid(push.headers.authorization, service.origin, loadVapidKeys(t.deps.config).publicKey, now)
    expect(JSON.parse(decrypt(push.body, keys))).toEqual({
      title: 'Nouvelles photos — Lyon',
      url: '/news/123',
    })

    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, device.id))
    expect(row!.lastSuccessAt?.toISOString()).toBe(now.toISOString())
    expect(await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, user.id))).toEqual([])
  })

  it('forgets a subscription the push service says is gone (410)', async () => {
    const { user, device } = await subscribed()
    answer = 410
    await enqueuePush(t.database.db, t.clock.now(), {
      userIds: [user.id],
      kind: 'chat',
      title: 'message',
      url: '/chat',
    })
    const before = service.received.length
    expect(await sendDuePushes(t.deps, t.clock.now())).toBe(0)
    expect(service.received.length).toBe(before + 1)
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, device.id)),
    ).toEqual([])
    answer = 201
  })

  it("respects the device's switch: nothing is queued or sent for a kind switched off", async () => {
    answer = 201
    const { user, cookie, device } = await subscribed()
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/push/devices/${device.id}`,
      headers: { cookie },
      payload: { chat: false },
    })
    expect(off.statusCode).toBe(200)
    expect(off.json()).toMatchObject({ switches: { chat: false, news: true } })
    await enqueuePush(t.database.db, t.clock.now(), {
      userIds: [user.id],
      kind: 'chat',
      title: 'message',
      url: '/chat',
    })
    expect(await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, user.id))).toEqual([])
  })

  it('holds a notification during quiet hours until they end, in the school time zone', async () => {
    answer = 201
    const { user } = await subscribed()
    // 09:30 UTC is 10:30 in Paris: quiet from 10:00 to 11:00.
    await t.database.db
      .update(users)
      .set({ settings: { quietHoursStart: '10:00', quietHoursEnd: '11:00' } })
      .where(eq(users.id, user.id))
    const now = t.clock.now()
    await enqueuePush(t.database.db, now, {
      userIds: [user.id],
      kind: 'news',
      title: 'post',
      school,
      url: '/news/1',
    })
    const before = service.received.length
    await sendDuePushes(t.deps, now)
    expect(service.received.length).toBe(before)
    const [held] = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, user.id))
    expect(held!.dueAt.toISOString()).toBe('2026-11-18T10:00:00.000Z')
    await sendDuePushes(t.deps, new Date('2026-11-18T10:00:00Z'))
    expect(service.received.length).toBe(before + 1)
  })

  it('lists my devices, and another user cannot change or remove them (404)', async () => {
    const mine = await subscribed()
    const other = await subscribed()
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/push/devices',
      headers: { cookie: mine.cookie },
    })
    expect(list.json<{ items: { id: string }[] }>().items.map((d) => d.id)).toEqual([mine.device.id])
    const url = `/api/v1/push/devices/${mine.device.id}`
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url, headers: { cookie: mine.cookie } })).statusCode).toBe(
      204,
    )
  })
})
