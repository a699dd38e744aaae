import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { auditLog, sessions, users } from '../../db/schema/index'
import { createTestApp, cookieHeader, type TestApp } from '../../test/app'
import { adminTokenTtlMs } from './impersonation.service'

// docs/two-factor-and-impersonation.md and ARCHITECTURE §5 (impersonator in the audit log).

describe('impersonation', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  async function people() {
    const world = await t.make.world()
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.make.guardianOf([child.id])
    const admin = await t.make.user('SUPER_ADMIN')
    return { world, guardian, admin, adminCookie: await t.login(admin.email!) }
  }

  const tokenFor = (cookie: string, userId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/impersonation/tokens',
      headers: { cookie },
      payload: { userId },
    })
  const signInWith = (adminToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { adminToken } })

  it('a super admin signs in as a guardian with a single-use token; the session is marked', async () => {
    const { guardian, admin, adminCookie } = await people()
    const made = await tokenFor(adminCookie, guardian.id)
    expect(made.statusCode).toBe(201)
    const { adminToken, expiresAt } = made.json()
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(adminTokenTtlMs)

    const res = await signInWith(adminToken)
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(guardian.id)
    expect(res.json().impersonatorId).toBe(admin.id)
    const cookie = cookieHeader(res)
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    expect(me.json().impersonatorId).toBe(admin.id)
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, guardian.id))
    expect(session!.impersonatorId).toBe(admin.id)

    const again = await signInWith(adminToken)
    expect(again.statusCode).toBe(401)
    expect(again.json().errorCode).toBe('INVALID_CREDENTIALS')
  })

  it('writes every request of an impersonated session to the audit log with the real actor', async () => {
    const { guardian, admin, adminCookie } = await people()
    const cookie = cookieHeader(
      await signInWith((await tokenFor(adminCookie, guardian.id)).json().adminToken),
    )
    await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie } })
    // Two-factor belongs to the account's owner: an impersonator may not change it.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/two-factor/totp',
      headers: { cookie },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('IMPERSONATION_READ_ONLY')
    // Stopping is signing out: the impersonated session ends.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } })).statusCode,
    ).toBe(204)
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, guardian.id), eq(auditLog.impersonatorId, admin.id)))
    const actions = rows.map((r) => r.action)
    expect(actions).toEqual(
      expect.arrayContaining(['auth.login', 'me.read', 'account.read', 'twoFactor.startTotp', 'auth.logout']),
    )
    const read = rows.find((r) => r.action === 'account.read')!
    expect(read.targets).toMatchObject({
      impersonatedRequest: true,
      method: 'GET',
      path: '/api/v1/account',
      statusCode: 200,
    })
    expect(rows.find((r) => r.action === 'twoFactor.startTotp')!.targets).toMatchObject({ statusCode: 403 })
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    expect(me.statusCode).toBe(401)
    // The guardian's own requests are not marked.
    const own = await t.login(guardian.email!)
    await t.app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie: own } })
    const after = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, guardian.id), eq(auditLog.action, 'account.read')))
    expect(after).toHaveLength(1)
  })

  it('an admin token expires after two minutes', async () => {
    const { guardian, adminCookie } = await people()
    const { adminToken } = (await tokenFor(adminCookie, guardian.id)).json()
    t.clock.advance(adminTokenTtlMs + 1)
    expect((await signInWith(adminToken)).json().errorCode).toBe('INVALID_CREDENTIALS')
  })

  it('nobody else impersonates, and a super admin not another super admin', async () => {
    const { world, guardian, adminCookie } = await people()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const directorCookie = await t.login(director.email!)
    expect((await tokenFor(directorCookie, guardian.id)).statusCode).toBe(403)
    const other = await t.make.user('SUPER_ADMIN')
    const refused = await tokenFor(adminCookie, other.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('FORBIDDEN')
    const inactive = await t.make.user('TEACHER', { status: 'Inactive' })
    expect((await tokenFor(adminCookie, inactive.id)).statusCode).toBe(403)
  })

  it('finds accounts by the start of their e-mail, without super admins', async () => {
    const { adminCookie } = await people()
    const prefix = `imp${Date.now()}`
    await t.make.user('GUARDIAN', { email: `${prefix}.one@example.test` })
    await t.make.user('TEACHER', { email: `${prefix}.two@example.test` })
    await t.make.user('SUPER_ADMIN', { email: `${prefix}.admin@example.test` })
    await t.make.user('TEACHER', { email: `x${prefix}@example.test` })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/impersonation/users',
      query: { email: prefix.toUpperCase() },
      headers: { cookie: adminCookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().items.map((u: { email: string }) => u.email)).toEqual([
      `${prefix}.one@example.test`,
      `${prefix}.two@example.test`,
    ])
    const wild = await t.app.inject({
      method: 'GET',
      url: '/api/v1/impersonation/users',
      query: { email: '%%%' },
      headers: { cookie: adminCookie },
    })
    expect(wild.json().items).toEqual([])
  })

  it('is read-and-support only: terms, deletion, exports and feed tokens stay the owner’s (docs/security.md)', async () => {
    const { guardian, adminCookie } = await people()
    const cookie = cookieHeader(
      await signInWith((await tokenFor(adminCookie, guardian.id)).json().adminToken),
    )
    const own = await t.login(guardian.email!)
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/data-protection/exports',
      headers: { cookie: own },
    })
    expect(made.statusCode).toBe(201)
    const exportId = made.json().id as string
    const childId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: own } })
    ).json().current.childId as string
    const acts = [
      { method: 'PUT', url: '/api/v1/terms/acceptance' },
      { method: 'PUT', url: `/api/v1/children/${childId}/terms/acceptance` },
      { method: 'POST', url: '/api/v1/data-protection/deletion-requests' },
      { method: 'POST', url: '/api/v1/data-protection/exports' },
      { method: 'GET', url: `/api/v1/data-protection/exports/${exportId}/download` },
      { method: 'POST', url: '/api/v1/calendar/subscription' },
    ] as const
    for (const act of acts) {
      const res = await t.app.inject({ ...act, headers: { cookie } })
      expect({ ...act, status: res.statusCode, code: res.json().errorCode }).toEqual({
        ...act,
        status: 403,
        code: 'IMPERSONATION_READ_ONLY',
      })
    }
    // Reading stays open, and the owner's own session may do all of it.
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/terms', headers: { cookie } })
    expect(read.statusCode).toBe(200)
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/data-protection/exports/${exportId}/download`,
      headers: { cookie: own },
    })
    expect(download.statusCode).toBe(200)
    const feed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/calendar/subscription',
      headers: { cookie: own },
    })
    expect(feed.statusCode).toBe(201)
    const [account] = await t.database.db.select().from(users).where(eq(users.id, guardian.id))
    expect(account!.status).toBe('Active')
  })
})
