import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrandAdmin, BrandUpdate } from '@nido/domain/contracts/brands'
import { auditLog, brands } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { makeUpload } from '../../test/uploads'

// Administration of a brand (docs/administration.md "Brands"): edit, logos through the media
// pipeline, the OpenID client secret write-only, terms versions that ask everyone again.
describe('brands administration (docs/administration.md, spec 000 §3 Brand)', () => {
  let t: TestApp
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie: cookies[who]! },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })

  const update = (over: Partial<BrandUpdate> = {}): BrandUpdate => ({
    variant: 'childrenLogin',
    name: 'Little Steps',
    appName: 'Steps',
    primaryColor: '#112233',
    secondaryColor: '#AABBCC',
    supportEmail: 'help@steps.example.test',
    defaultLanguage: 'fr',
    sponsorLabel: 'Partner',
    labels: { communication: 'News', daily: 'Day', advisor: '', manager: 'Office' },
    storeLinks: { appStore: 'https://apps.example.test/steps', playStore: '' },
    externalRatingRedirectUrl: 'https://reviews.example.test/steps',
    externalIdentity: {
      kind: 'oidc',
      name: 'Keycloak',
      issuer: 'https://id.example.test/realms/steps',
      clientId: 'nido',
      tenantId: '',
      disabled: false,
      clientSecret: 's3cret-value',
    },
    ...over,
  })

  const brandOf = async (groupId: string) =>
    (await t.database.db.select().from(brands).where(eq(brands.groupId, groupId)))[0]!

  beforeAll(async () => {
    t = await createTestApp()
    const a = await t.make.world()
    const b = await t.make.world()
    Object.assign(ids, { groupA: a.groupId, schoolA: a.schoolId })
    ids.brandA = (await brandOf(a.groupId)).id
    ids.brandB = (await brandOf(b.groupId)).id
    const superAdmin = await t.make.user('SUPER_ADMIN')
    const groupAdmin = await t.make.staff('GROUP_ADMIN', { groupId: a.groupId })
    const teacher = await t.make.staff('TEACHER', { sectionId: a.sectionIds[0] })
    Object.assign(ids, { superAdmin: superAdmin.id, groupAdmin: groupAdmin.id })
    cookies.super = await t.login(superAdmin.email!)
    cookies.groupAdmin = await t.login(groupAdmin.email!)
    cookies.teacher = await t.login(teacher.email!)
  })
  afterAll(async () => t.close())

  it('edits every field, and the brand the web reads follows', async () => {
    const res = await call('groupAdmin', 'PUT', `/brands/${ids.brandA}`, update())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      variant: 'childrenLogin',
      primaryColor: '#112233',
      labels: { communication: 'News', daily: 'Day', advisor: '', manager: 'Office' },
      storeLinks: { appStore: 'https://apps.example.test/steps', playStore: '' },
    })
    const current = await call('teacher', 'GET', `/brands/current?schoolId=${ids.schoolA}`)
    expect(current.json()).toMatchObject({
      name: 'Little Steps',
      appName: 'Steps',
      variant: 'childrenLogin',
      defaultLanguage: 'fr',
      communicationLabel: 'News',
      advisorLabel: null,
      storeLinks: { appStore: 'https://apps.example.test/steps' },
    })
  })

  it('never returns the OpenID client secret, keeps it when not sent, removes it on null', async () => {
    const read = await call('groupAdmin', 'GET', `/brands/${ids.brandA}`)
    expect(read.body).not.toContain('s3cret-value')
    expect(read.json<BrandAdmin>().externalIdentity).toMatchObject({
      clientSecretSet: true,
      clientId: 'nido',
    })
    const { clientSecret: _omit, ...withoutSecret } = update().externalIdentity!
    const kept = await call(
      'groupAdmin',
      'PUT',
      `/brands/${ids.brandA}`,
      update({ externalIdentity: withoutSecret }),
    )
    expect(kept.body).not.toContain('s3cret-value')
    expect((await brandOf(ids.groupA!)).externalIdentity?.clientSecret).toBe('s3cret-value')
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'brands.update'))
    expect(JSON.stringify(audits)).not.toContain('s3cret-value')
    const removed = await call(
      'groupAdmin',
      'PUT',
      `/brands/${ids.brandA}`,
      update({ externalIdentity: { ...withoutSecret, clientSecret: null } }),
    )
    expect(removed.json<BrandAdmin>().externalIdentity?.clientSecretSet).toBe(false)
    expect((await brandOf(ids.groupA!)).externalIdentity?.clientSecret).toBeUndefined()
  })

  it('refuses bad colours, URLs and e-mails with VALIDATION_ERROR', async () => {
    const bad: Array<Partial<BrandUpdate>> = [
      { primaryColor: 'red' },
      { secondaryColor: '#12345' },
      { externalRatingRedirectUrl: 'http://reviews.example.test' },
      { supportEmail: 'nobody' },
      { storeLinks: { appStore: 'ftp://x.example.test', playStore: '' } },
    ]
    for (const over of bad) {
      const res = await call('super', 'PUT', `/brands/${ids.brandA}`, update(over))
      expect(res.statusCode, JSON.stringify(over)).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
    }
  })

  it("answers 404 for another group's brand, 403 for staff, and lets a super admin edit any brand", async () => {
    expect((await call('groupAdmin', 'GET', `/brands/${ids.brandB}`)).statusCode).toBe(404)
    expect((await call('groupAdmin', 'PUT', `/brands/${ids.brandB}`, update())).statusCode).toBe(404)
    expect((await call('teacher', 'GET', `/brands/${ids.brandA}`)).statusCode).toBe(403)
    expect((await call('super', 'PUT', `/brands/${ids.brandB}`, update({ name: 'B' }))).statusCode).toBe(200)
  })

  it('sets a logo from an upload (kind group), served by the public URL call, and replaces it', async () => {
    const upload = () =>
      makeUpload(t.database.db, {
        ownerId: ids.groupAdmin!,
        kind: 'group',
        type: 'IMAGE',
        mimeType: 'image/png',
        fileName: 'logo.png',
      })
    const first = await upload()
    const res = await call('groupAdmin', 'PUT', `/brands/${ids.brandA}/assets/logo`, { mediaId: first })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<BrandAdmin>().assets.logo).toBe(first)
    const current = await call('teacher', 'GET', `/brands/current?schoolId=${ids.schoolA}`)
    expect(current.json().logo).toBe(first)
    // The sign-in page shows it before any session.
    const publicUrl = await t.app.inject({ method: 'GET', url: `/api/v1/media/${first}/public-url` })
    expect(publicUrl.statusCode, publicUrl.body).toBe(200)
    const second = await upload()
    await call('groupAdmin', 'PUT', `/brands/${ids.brandA}/assets/logo`, { mediaId: second })
    // The replaced logo is released: no longer public.
    const released = await t.app.inject({ method: 'GET', url: `/api/v1/media/${first}/public-url` })
    expect(released.statusCode).toBe(404)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brands.setAsset'), eq(auditLog.actorId, ids.groupAdmin!)))
    expect(audit?.targets).toMatchObject({ brandId: ids.brandA, asset: 'logo' })
    const cleared = await call('groupAdmin', 'PUT', `/brands/${ids.brandA}/assets/logo`, { mediaId: null })
    expect(cleared.json<BrandAdmin>().assets.logo).toBeUndefined()
  })

  it('publishes terms versions per language, and a new version asks again who accepted the old one', async () => {
    const publish = (language: string, url: string) =>
      call('groupAdmin', 'POST', `/brands/${ids.brandA}/terms`, { language, url })
    const v1 = await publish('en', 'https://terms.example.test/en/v1.pdf')
    expect(v1.statusCode, v1.body).toBe(201)
    expect(v1.json()).toMatchObject({ language: 'en', version: 1 })
    expect((await publish('fr', 'https://terms.example.test/fr/v1.pdf')).json().version).toBe(1)

    const teacher = cookies.teacher!
    const terms = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/terms', headers: { cookie: teacher } })).json()
    expect(await terms()).toMatchObject({ version: 1, validatedCgu: false })
    const accept = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/terms/acceptance',
      headers: { cookie: teacher },
    })
    expect(accept.statusCode, accept.body).toBeLessThan(300)
    expect(await terms()).toMatchObject({ version: 1, validatedCgu: true })

    const v2 = await publish('en', 'https://terms.example.test/en/v2.pdf')
    expect(v2.json().version).toBe(2)
    expect(await terms()).toMatchObject({
      version: 2,
      link: 'https://terms.example.test/en/v2.pdf',
      validatedCgu: false,
    })

    const list = await call('groupAdmin', 'GET', `/brands/${ids.brandA}/terms`)
    expect(
      list.json().items.map((v: { language: string; version: number }) => `${v.language}${v.version}`),
    ).toEqual(['en2', 'en1', 'fr1'])
    const bad = await publish('en', 'http://terms.example.test/plain.pdf')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR')
  })
})
