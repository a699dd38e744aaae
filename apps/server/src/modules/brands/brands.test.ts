import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { brands } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

describe('brands (spec 000 §3 Brand, §7 "brand (by schoolId or domain)")', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const get = (query: Record<string, string>, cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/brands/current', query, headers: cookie ? { cookie } : {} })

  it("answers the brand of a school's group, with every field of spec 000 §3", async () => {
    const world = await t.make.world({ variant: 'childrenLogin' })
    await t.database.db
      .update(brands)
      .set({
        name: 'Little Steps',
        defaultLanguage: 'nl_BE',
        sponsorLabel: 'Sponsor',
        assets: {
          logo: 'https://cdn.example.test/logo.png',
          favicon: 'https://cdn.example.test/favicon.ico',
        },
        labels: { communication: 'News', daily: 'Day', advisor: 'Survey', manager: 'Office' },
        storeLinks: { appStore: 'https://apps.example.test/ios' },
        externalRatingRedirectUrl: 'https://reviews.example.test/little-steps',
        externalIdentity: { issuer: 'https://login.example.test', clientId: 'nido', tenantId: 'tenant-42' },
      })
      .where(eq(brands.groupId, world.groupId))
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const res = await get({ schoolId: world.schoolId }, await t.login(director.email!))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      name: 'Little Steps',
      appName: 'Nido',
      variant: 'childrenLogin',
      primaryColor: '#3f51b5',
      secondaryColor: '#ff9800',
      supportEmail: 'support@example.test',
      logo: 'https://cdn.example.test/logo.png',
      favicon: 'https://cdn.example.test/favicon.ico',
      splash: null,
      altLogo: null,
      navBrandLogo: null,
      brandLogo: null,
      sponsorLabel: 'Sponsor',
      defaultLanguage: 'nl_BE',
      language: 'nl_BE',
      storeLinks: { appStore: 'https://apps.example.test/ios' },
      domain: null,
      communicationLabel: 'News',
      dailyLabel: 'Day',
      advisorLabel: 'Survey',
      managerLabel: 'Office',
      externalRatingRedirectUrl: 'https://reviews.example.test/little-steps',
      externalIdentityTenantId: 'tenant-42',
    })
  })

  it("answers a guardian for their child's school", async () => {
    const world = await t.make.world()
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[1])).id])
    const res = await get({ schoolId: world.schoolId }, await t.login(guardian.email!))
    expect(res.statusCode).toBe(200)
    expect(res.json().variant).toBe('standard')
  })

  it('answers NOT_FOUND for a school outside the scope, and 401 without a session', async () => {
    const mine = await t.make.world()
    const other = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: mine.sectionIds[0] })
    const cookie = await t.login(teacher.email!)
    expect((await get({ schoolId: mine.schoolId }, cookie)).statusCode).toBe(200)
    const outside = await get({ schoolId: other.schoolId }, cookie)
    expect(outside.statusCode).toBe(404)
    expect(outside.json().errorCode).toBe('NOT_FOUND')
    const anonymous = await get({ schoolId: mine.schoolId })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().errorCode).toBe('UNAUTHENTICATED')
  })

  it('answers NOT_FOUND when the school has no brand', async () => {
    const world = await t.make.world()
    await t.database.db.delete(brands).where(eq(brands.groupId, world.groupId))
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    const res = await get({ schoolId: world.schoolId }, await t.login(director.email!))
    expect(res.statusCode).toBe(404)
  })

  it('finds a brand by domain without a session, ignoring case and port', async () => {
    await t.make.world()
    const group = await t.make.group()
    await t.database.db
      .update(brands)
      .set({ name: 'Domain brand', domain: 'nursery.example.org' })
      .where(eq(brands.groupId, group.id))
    const res = await get({ domain: 'Nursery.Example.org:8443' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Domain brand', domain: 'nursery.example.org' })
  })

  it('answers the default brand for a domain no brand claims (the sign-in page on localhost)', async () => {
    await t.make.world()
    const byDefault = await get({})
    const unknown = await get({ domain: 'nobody.example.org' })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(byDefault.json())
  })

  it('answers the default brand (first by name) without school or domain, signed in or not', async () => {
    await t.make.world()
    await t.database.db.insert(brands).values({
      name: 'Aardvark default',
      appName: 'Nido',
      primaryColor: '#000000',
      secondaryColor: '#ffffff',
      supportEmail: 'help@example.test',
    })
    const anonymous = await get({})
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json().name).toBe('Aardvark default')
    const world = await t.make.world()
    const director = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    expect((await get({}, await t.login(director.email!))).json().name).toBe('Aardvark default')
  })

  it('refuses both schoolId and domain at once, and a malformed domain', async () => {
    const world = await t.make.world()
    const queries: Array<Record<string, string>> = [
      { schoolId: world.schoolId, domain: 'nursery.example.org' },
      { domain: 'not a host' },
    ]
    for (const query of queries) {
      const res = await get(query)
      expect(res.statusCode).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
    }
  })
})
