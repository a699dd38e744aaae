import type { AddressInfo } from 'node:net'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io as connect, type Socket } from 'socket.io-client'
import { auditLog, sessions, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

// docs/access-levels.md "Deactivating a user", docs/security.md "Sessions and realtime": an
// Inactive user is signed out everywhere at once, their open sockets included.

describe('POST /api/v1/users/:id/deactivate', () => {
  let t: TestApp
  let url: string
  const opened: Socket[] = []

  beforeAll(async () => {
    t = await createTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const socket of opened) socket.disconnect()
    await t.close()
  })

  const call = (cookie: string, method: 'GET' | 'POST', path: string) =>
    t.app.inject({ method, url: path, headers: { cookie } })

  async function openSocket(cookie: string): Promise<Socket> {
    const res = await call(cookie, 'POST', '/api/v1/realtime/tokens')
    expect(res.statusCode, res.body).toBe(201)
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: res.json<{ token: string }>().token },
      reconnection: false,
    })
    opened.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    return socket
  }

  const disconnected = (socket: Socket) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket is still connected')), 5000)
      socket.once('disconnect', (reason) => {
        clearTimeout(timer)
        resolve(reason)
      })
    })

  async function directorAndTeacher(teamAccess: 'All' | 'ReadOnly' = 'All') {
    const world = await t.make.world()
    const director = await t.make.staff(
      'DIRECTOR',
      { schoolId: world.schoolId },
      { access: { team: teamAccess } },
    )
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    return { world, director, teacher, directorCookie: await t.login(director.email!) }
  }

  it('sets the teacher Inactive, ends both sessions and closes the open socket at once', async () => {
    const { director, teacher, directorCookie } = await directorAndTeacher()
    const phone = await t.login(teacher.email!)
    const laptop = await t.login(teacher.email!)
    const socket = await openSocket(phone)
    const gone = disconnected(socket)

    const res = await call(directorCookie, 'POST', `/api/v1/users/${teacher.id}/deactivate`)
    expect(res.statusCode, res.body).toBe(204)

    // Closed by the request itself, not by the periodic check (off in tests).
    expect(await gone).toBe('io server disconnect')
    for (const cookie of [phone, laptop]) {
      const me = await call(cookie, 'GET', '/api/v1/me')
      expect(me.statusCode).toBe(401)
    }
    const [row] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, teacher.id))
    expect(row!.status).toBe('Inactive')
    const live = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, teacher.id), isNull(sessions.revokedAt)))
    expect(live).toEqual([])
    const audited = await t.database.db
      .select({ actorId: auditLog.actorId, targets: auditLog.targets })
      .from(auditLog)
      .where(eq(auditLog.action, 'users.deactivate'))
    expect(audited).toContainEqual(
      expect.objectContaining({
        actorId: director.id,
        targets: expect.objectContaining({ userId: teacher.id }),
      }),
    )
    // The account can no longer sign in.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: teacher.email, password: 'correct horse battery staple' },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toMatchObject({ errorCode: 'INVALID_USER' })
  })

  it('changes nothing the second time', async () => {
    const { teacher, directorCookie } = await directorAndTeacher()
    const path = `/api/v1/users/${teacher.id}/deactivate`
    expect((await call(directorCookie, 'POST', path)).statusCode).toBe(204)
    expect((await call(directorCookie, 'POST', path)).statusCode).toBe(204)
  })

  it('refuses a director whose team access is ReadOnly, and leaves the teacher signed in', async () => {
    const { teacher, directorCookie } = await directorAndTeacher('ReadOnly')
    const teacherCookie = await t.login(teacher.email!)
    const res = await call(directorCookie, 'POST', `/api/v1/users/${teacher.id}/deactivate`)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_BY_ACCESS_LEVEL' })
    expect((await call(teacherCookie, 'GET', '/api/v1/me')).statusCode).toBe(200)
  })

  it("answers 404 for another school's teacher, who stays Active", async () => {
    const { directorCookie } = await directorAndTeacher()
    const elsewhere = await t.make.world()
    const stranger = await t.make.staff('TEACHER', { sectionId: elsewhere.sectionIds[0] })
    const res = await call(directorCookie, 'POST', `/api/v1/users/${stranger.id}/deactivate`)
    expect(res.statusCode).toBe(404)
    const [row] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, stranger.id))
    expect(row!.status).toBe('Active')
  })
})
