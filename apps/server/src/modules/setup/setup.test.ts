import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { auditLog, brands, groups, installSetup, staffAssignments, users } from '../../db/schema/index'
import { cookieHeader, createTestApp, type TestApp } from '../../test/app'
import { setupLimits } from './setup.service'
import { issueSetupToken } from './setup.token'

// First run of a real install (docs/deploy.md "Installing for your organisation"): the setup
// link of an empty database, claimed once, through HTTP against a real database.

const claimOf = (token: string, email = 'ana.admin@creche.example.org') => ({
  token,
  group: { name: 'Les Coccinelles' },
  brand: { name: 'Coccinelles', primaryColor: '#1a6b54', secondaryColor: '#F2A541', defaultLanguage: 'fr' },
  admin: { firstname: 'Ana', lastname: 'Martin', email, password: 'a long enough password' },
})

let ipCounter = 0
/** Each test gets its own client address, so the per-IP limit is only met where tested. */
const freshIp = () => `203.0.113.${++ipCounter}`

const claim = (t: TestApp, payload: object, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/setup', payload, remoteAddress: ip })

const groupCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(groups))[0]!.n

describe('first run of a new install', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('issues one live link on an empty database: a new start voids the unused one', async () => {
    const first = await issueSetupToken(t.database.db, t.clock.now())
    const second = await issueSetupToken(t.database.db, t.clock.now())
    expect(first).toMatch(/^[\w-]{43}$/)
    expect(second).toMatch(/^[\w-]{43}$/)
    expect(second).not.toBe(first)
    const rows = await t.database.db.select().from(installSetup)
    expect(rows).toHaveLength(1)
    // Only the hash is stored.
    expect(rows[0]!.tokenHash).not.toBe(second)

    const res = await claim(t, claimOf(first!))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'SETUP_TOKEN_INVALID' })
    expect(await groupCount(t)).toBe(0)
  })

  it('refuses a wrong or missing token with a catalogue error, creating nothing', async () => {
    for (const token of ['', 'x'.repeat(43), 'short']) {
      const res = await claim(t, claimOf(token))
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ errorCode: 'SETUP_TOKEN_INVALID' })
    }
    const { token: _omitted, ...withoutToken } = claimOf('')
    const res = await claim(t, withoutToken)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    expect(await groupCount(t)).toBe(0)
  })

  it('names the fields that fail validation and keeps the link live', async () => {
    const token = await issueSetupToken(t.database.db, t.clock.now())
    const bad = claimOf(token!)
    const res = await claim(t, {
      ...bad,
      brand: { ...bad.brand, primaryColor: 'green' },
      admin: { ...bad.admin, password: 'short' },
    })
    expect(res.statusCode).toBe(400)
    const body = res.json<{ errorCode: string; details: { path: string }[] }>()
    expect(body.errorCode).toBe('VALIDATION_ERROR')
    const paths = JSON.stringify(body.details)
    expect(paths).toContain('primaryColor')
    expect(paths).toContain('password')
    const rows = await t.database.db.select().from(installSetup)
    expect(rows.map((r) => r.usedAt)).toEqual([null])
  })

  it('creates the group, its brand and the first group administrator, signs them in, and spends the link', async () => {
    const token = await issueSetupToken(t.database.db, t.clock.now())
    const res = await claim(t, claimOf(token!))
    expect(res.statusCode).toBe(200)
    const cookie = cookieHeader(res)
    expect(cookie).toContain('nido_session=')

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      user: { firstname: 'Ana', lastname: 'Martin', language: 'fr' },
      meta: { userPermission: { profileType: 'GROUP_ADMIN' } },
    })

    const db = t.database.db
    const [group] = await db.select().from(groups)
    expect(group).toMatchObject({ name: 'Les Coccinelles' })
    const [brand] = await db.select().from(brands).where(eq(brands.groupId, group!.id))
    expect(brand).toMatchObject({
      name: 'Coccinelles',
      primaryColor: '#1A6B54',
      secondaryColor: '#F2A541',
      defaultLanguage: 'fr',
      variant: 'standard',
    })
    const [admin] = await db.select().from(users).where(eq(users.email, 'ana.admin@creche.example.org'))
    expect(admin).toMatchObject({ profileType: 'GROUP_ADMIN', status: 'Active', language: 'fr' })
    expect(admin!.passwordHash).toMatch(/^\$argon2id\$/)
    const assignments = await db.select().from(staffAssignments).where(eq(staffAssignments.userId, admin!.id))
    expect(assignments).toMatchObject([{ level: 'GROUP', groupId: group!.id }])
    const [setup] = await db.select().from(installSetup)
    expect(setup).toMatchObject({ groupId: group!.id, usedAt: t.clock.now() })
    const audits = await db.select().from(auditLog).where(eq(auditLog.actorId, admin!.id))
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['setup.claim', 'auth.login']))

    // The password chosen on the page signs in from then on.
    await t.login('ana.admin@creche.example.org', 'a long enough password')
  })

  it('refuses a second claim with the spent link, and a start on the claimed install issues none', async () => {
    const [setup] = await t.database.db.select().from(installSetup)
    expect(setup!.usedAt).not.toBeNull()
    // The spent token is not known to the test any more; every token now answers alike.
    const res = await claim(t, claimOf('y'.repeat(43), 'someone.else@example.org'))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'SETUP_TOKEN_INVALID' })
    expect(await issueSetupToken(t.database.db, t.clock.now())).toBeUndefined()
    expect(await t.database.db.select().from(installSetup)).toHaveLength(1)
    expect(await groupCount(t)).toBe(1)
  })

  it('limits the tries per client address, right or wrong', async () => {
    const ip = freshIp()
    for (let i = 0; i < setupLimits.perIp; i++) {
      expect((await claim(t, claimOf('z'.repeat(43)), ip)).statusCode).toBe(403)
    }
    const res = await claim(t, claimOf('z'.repeat(43)), ip)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' })
    t.clock.advance(setupLimits.windowMs)
    expect((await claim(t, claimOf('z'.repeat(43)), ip)).statusCode).toBe(403)
  })
})

describe('a setup link against a race or another way in', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('lets one of two simultaneous claims with the same link win, and the other create nothing', async () => {
    const token = await issueSetupToken(t.database.db, t.clock.now())
    const [a, b] = await Promise.all([
      claim(t, claimOf(token!, 'first@example.org')),
      claim(t, claimOf(token!, 'second@example.org')),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403])
    expect(await groupCount(t)).toBe(1)
    expect(await t.database.db.select({ n: count() }).from(users)).toEqual([{ n: 1 }])
  })

  it('refuses a live link once the install got a group another way', async () => {
    const fresh = await createTestApp()
    try {
      const token = await issueSetupToken(fresh.database.db, fresh.clock.now())
      await fresh.make.world()
      const res = await claim(fresh, claimOf(token!))
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ errorCode: 'SETUP_TOKEN_INVALID' })
    } finally {
      await fresh.close()
    }
  })
})
