import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { outboxMails, sessions } from '../../db/schema/index'
import { cookieHeader, createTestApp, type TestApp } from '../../test/app'
import { listenForSockets, type TestSockets } from '../../test/sockets'

// docs/security.md "Sessions and realtime", decision 0017: a socket lives no longer than the
// session its token was asked for. Real sockets against a listening app; the two-process case
// is realtime.cluster.test.ts.

describe('realtime sockets end with their session (docs/security.md, decision 0017)', () => {
  let t: TestApp
  let sockets: TestSockets

  beforeAll(async () => {
    t = await createTestApp()
    sockets = await listenForSockets(t)
  })
  afterAll(async () => {
    sockets.closeAll()
    await t.close()
  })

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: { cookie }, ...(payload ? { payload } : {}) })

  const tokenOf = (cookie: string) => sockets.tokenOf(cookie)
  const open = (token: string) => sockets.open(token)
  const disconnected = (socket: Socket) => sockets.disconnected(socket)

  /** A teacher and a guardian of their section, each signed in, with a one-to-one channel. */
  async function pair() {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id])
    const teacherCookie = await t.login(teacher.email!)
    const guardianCookie = await t.login(guardian.email!)
    const created = await call(teacherCookie, 'POST', '/api/v1/chat/channels', { memberIds: [guardian.id] })
    expect(created.statusCode, created.body).toBe(201)
    const channelId = created.json<{ id: string }>().id
    const send = async (text: string) => {
      const res = await call(teacherCookie, 'POST', `/api/v1/chat/channels/${channelId}/messages`, {
        clientId: randomUUID(),
        text,
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    return { teacher, guardian, teacherCookie, guardianCookie, send }
  }

  /** Every chat text the socket receives. */
  const textsOf = (socket: Socket) => {
    const texts: string[] = []
    socket.on('chat.message.new', (e: { message: { text: string | null } }) =>
      texts.push(e.message.text ?? ''),
    )
    return texts
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

  it('disconnects a socket at logout: it receives nothing after, and its token opens nothing', async () => {
    const { guardianCookie, send } = await pair()
    const token = await tokenOf(guardianCookie)
    const socket = await open(token)
    const texts = textsOf(socket)
    await send('Before logout')
    await settle()
    expect(texts).toEqual(['Before logout'])

    const gone = disconnected(socket)
    expect((await call(guardianCookie, 'POST', '/api/v1/auth/logout')).statusCode).toBe(204)
    expect(await gone).toBe('io server disconnect')
    await send('After logout')
    await settle()
    expect(texts).toEqual(['Before logout'])
    // Still within its five minutes, the token from before the logout is refused.
    await expect(open(token)).rejects.toThrow('UNAUTHENTICATED')
  })

  it("leaves the sockets of the user's other sessions on a plain logout", async () => {
    const { guardian, guardianCookie, send } = await pair()
    const otherCookie = await t.login(guardian.email!)
    const leaving = await open(await tokenOf(guardianCookie))
    const staying = await open(await tokenOf(otherCookie))
    const texts = textsOf(staying)
    const gone = disconnected(leaving)
    await call(guardianCookie, 'POST', '/api/v1/auth/logout')
    await gone
    await send('Still here')
    await settle()
    expect(staying.connected).toBe(true)
    expect(texts).toEqual(['Still here'])
  })

  it('ends every session of the user and their sockets with globalLogout', async () => {
    const { guardian, guardianCookie, teacherCookie } = await pair()
    const otherCookie = await t.login(guardian.email!)
    const first = await open(await tokenOf(guardianCookie))
    const second = await open(await tokenOf(otherCookie))
    const teachers = await open(await tokenOf(teacherCookie))
    const gone = Promise.all([disconnected(first), disconnected(second)])
    const res = await call(guardianCookie, 'POST', '/api/v1/auth/logout', { globalLogout: true })
    expect(res.statusCode).toBe(204)
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect'])
    expect((await call(otherCookie, 'GET', '/api/v1/me')).statusCode).toBe(401)
    await settle()
    expect(teachers.connected).toBe(true)
  })

  it("ends only the impersonated session on its global logout: the user's own sessions stay", async () => {
    const { guardian, guardianCookie } = await pair()
    const own = await open(await tokenOf(guardianCookie))
    const admin = await t.make.user('SUPER_ADMIN')
    const made = await call(await t.login(admin.email!), 'POST', '/api/v1/impersonation/tokens', {
      userId: guardian.id,
    })
    expect(made.statusCode, made.body).toBe(201)
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { adminToken: made.json<{ adminToken: string }>().adminToken },
    })
    const impersonating = cookieHeader(signedIn)
    const theirs = await open(await tokenOf(impersonating))
    const gone = disconnected(theirs)
    await call(impersonating, 'POST', '/api/v1/auth/logout', { globalLogout: true })
    await gone
    await settle()
    expect(own.connected).toBe(true)
    expect((await call(guardianCookie, 'GET', '/api/v1/me')).statusCode).toBe(200)
  })

  it('ends the other sessions, their sockets and the calendar feed on a password reset, and mails the user', async () => {
    const { guardian, guardianCookie } = await pair()
    const resettingCookie = await t.login(guardian.email!)
    const feed = await call(guardianCookie, 'POST', '/api/v1/calendar/subscription')
    expect(feed.statusCode, feed.body).toBe(201)
    const feedPath = feed.json<{ path: string }>().path
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200)
    const other = await open(await tokenOf(guardianCookie))
    const resetting = await open(await tokenOf(resettingCookie))

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/ask-reset',
      payload: { email: guardian.email },
    })
    expect(asked.statusCode).toBe(200)
    // The ask is queued; the recovery.asks job issues the link (docs/security.md).
    await t.app.jobs.runDue()
    const mailOf = async (template: string) =>
      (
        await t.database.db
          .select()
          .from(outboxMails)
          .where(and(eq(outboxMails.toAddress, guardian.email!), eq(outboxMails.template, template)))
          .orderBy(desc(outboxMails.createdAt))
      )[0]
    const token = /token=([\w-]+)/.exec((await mailOf('password-reset'))!.text)![1]!
    const gone = disconnected(other)
    const reset = await call(resettingCookie, 'POST', '/api/v1/auth/password/reset', {
      token,
      password: 'a brand new passphrase',
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect(await gone).toBe('io server disconnect')
    await settle()
    expect(resetting.connected).toBe(true)
    expect((await call(guardianCookie, 'GET', '/api/v1/me')).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404)
    const told = await mailOf('password-changed')
    expect(told?.subject).toBe('Your Nido password was changed')
    expect(told?.text).toContain('calendar subscription address no longer works')
  })

  it('disconnects the sockets of a user who asks for deletion, and refuses them a new one', async () => {
    const { guardianCookie } = await pair()
    const socket = await open(await tokenOf(guardianCookie))
    const token = await tokenOf(guardianCookie)
    const gone = disconnected(socket)
    const asked = await call(guardianCookie, 'POST', '/api/v1/data-protection/deletion-requests')
    expect(asked.statusCode, asked.body).toBeLessThan(300)
    expect(await gone).toBe('io server disconnect')
    await expect(open(token)).rejects.toThrow('UNAUTHENTICATED')
  })

  it('disconnects, on its periodic check, a socket whose session ended without a call (SQL by hand)', async () => {
    const { guardian, guardianCookie, teacherCookie } = await pair()
    const ending = await open(await tokenOf(guardianCookie))
    const staying = await open(await tokenOf(teacherCookie))
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.userId, guardian.id))
    const gone = disconnected(ending)
    expect(await t.app.realtime.checkSessions()).toBeGreaterThanOrEqual(1)
    expect(await gone).toBe('io server disconnect')
    await settle()
    expect(staying.connected).toBe(true)
  })

  it('disconnects, on its periodic check, a socket whose session expired', async () => {
    const { guardianCookie } = await pair()
    const socket = await open(await tokenOf(guardianCookie))
    const gone = disconnected(socket)
    t.clock.advance(t.deps.config.sessionTtlDays * 86_400_000 + 1000)
    try {
      await t.app.realtime.checkSessions()
      expect(await gone).toBe('io server disconnect')
    } finally {
      t.clock.advance(-(t.deps.config.sessionTtlDays * 86_400_000 + 1000))
    }
  })
})
