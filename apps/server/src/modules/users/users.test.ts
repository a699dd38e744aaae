import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Socket } from 'socket.io-client'
import { auditLog, sessions, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { listenForSockets, type TestSockets } from '../../test/sockets'

// docs/access-levels.md "Deactivating a user", docs/security.md "Sessions and realtime": an
// Inactive user is signed out everywhere at once, their open sockets included.

describe('POST /api/v1/users/:id/deactivate', () => {
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

  const call = (cookie: string, method: 'GET' | 'POST', path: string) =>
    t.app.inject({ method, url: path, headers: { cookie } })

  const openSocket = (cookie: string) => sockets.openFor(cookie)
  const disconnected = (socket: Socket) => sockets.disconnected(socket)

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
