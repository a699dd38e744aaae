import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { sessions } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { broadcastTokenTtlMs, signBroadcastToken, verifyBroadcastToken } from '../../platform/broadcast-token'

describe('realtime broadcast auth (spec 000 §4, §7; ARCHITECTURE §8)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const issue = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/realtime/tokens', headers: cookie ? { cookie } : {} })

  it('gives a signed-in user a token that verifies to them and their session, expiring five minutes later', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const issuedAt = t.clock.now()
    const res = await issue(await t.login(teacher.email!))
    expect(res.statusCode).toBe(201)
    const { token, expiresAt } = res.json()
    expect(new Date(expiresAt).getTime()).toBe(issuedAt.getTime() + 5 * 60_000)
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, teacher.id))
    expect(verifyBroadcastToken(t.deps.secret, token, t.clock.now())).toEqual({
      userId: teacher.id,
      sessionId: session!.id,
      expiresAt: new Date(expiresAt),
    })
  })

  it('stops verifying once the five minutes have passed', async () => {
    const world = await t.make.world()
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    const { token } = (await issue(await t.login(guardian.email!))).json()
    t.clock.advance(broadcastTokenTtlMs - 1000)
    expect(verifyBroadcastToken(t.deps.secret, token, t.clock.now())?.userId).toBe(guardian.id)
    t.clock.advance(1000)
    expect(verifyBroadcastToken(t.deps.secret, token, t.clock.now())).toBeNull()
  })

  it('refuses a forged, altered or malformed token', () => {
    const now = t.clock.now()
    const { token } = signBroadcastToken(t.deps.secret, { userId: 'user-1', sessionId: 'session-1' }, now)
    const [payload, signature] = token.split('.') as [string, string]
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: 'user-2', sid: 'session-2', exp: now.getTime() + 60_000 }),
    ).toString('base64url')
    expect(verifyBroadcastToken('another-secret', token, now)).toBeNull()
    expect(verifyBroadcastToken(t.deps.secret, `${otherPayload}.${signature}`, now)).toBeNull()
    expect(verifyBroadcastToken(t.deps.secret, `${payload}.${signature.slice(0, -2)}`, now)).toBeNull()
    expect(verifyBroadcastToken(t.deps.secret, payload, now)).toBeNull()
    expect(verifyBroadcastToken(t.deps.secret, '', now)).toBeNull()
    expect(verifyBroadcastToken(t.deps.secret, token, now)?.userId).toBe('user-1')
  })

  it('answers 401 without a session', async () => {
    const res = await issue()
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('UNAUTHENTICATED')
  })
})
