import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { brands } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'

describe('the installable app: manifest and icons by host name (docs/offline-and-install.md)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } })

  async function brandOnDomain(domain: string, colours: { primaryColor: string; secondaryColor: string }) {
    const world = await t.make.world()
    await t.database.db
      .update(brands)
      .set({ name: `Brand of ${domain}`, appName: 'Little Steps', domain, defaultLanguage: 'fr', ...colours })
      .where(eq(brands.groupId, world.groupId))
  }

  it("answers the manifest in the colours and name of the host name's brand, without a session", async () => {
    await brandOnDomain('steps.example.org', { primaryColor: '#AA3366', secondaryColor: '#ffcc00' })
    const res = await get('/api/v1/brands/manifest', 'Steps.Example.org:8443')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(res.headers['cache-control']).toBe('no-cache')
    const manifest = res.json()
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Little Steps',
      short_name: 'Little Steps',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#aa3366',
      background_color: '#ffffff',
    })
    expect(
      manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`),
    ).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  })

  it('falls back to the default brand for a host name no brand claims', async () => {
    const res = await get('/api/v1/brands/manifest', 'unknown-host.example.invalid')
    expect(res.statusCode).toBe(200)
    const fallback = await t.app.inject({ method: 'GET', url: '/api/v1/brands/current' })
    expect(res.json()).toMatchObject({
      name: fallback.json().appName,
      theme_color: fallback.json().primaryColor.toLowerCase(),
    })
  })

  it('draws each icon at its size in the brand colour, with an address that changes with the colours', async () => {
    await brandOnDomain('icons.example.org', { primaryColor: '#123456', secondaryColor: '#fedcba' })
    const manifest = (await get('/api/v1/brands/manifest', 'icons.example.org')).json()
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const res = await get(icon.src, 'icons.example.org')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      const image = sharp(res.rawPayload)
      const { width, height } = await image.metadata()
      expect(`${width}x${height}`).toBe(icon.sizes)
      // A corner pixel: the primary colour on a maskable icon (full bleed), transparent otherwise.
      const { data } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
      const corner = [...data.subarray(0, 4)]
      expect(corner).toEqual(icon.purpose === 'maskable' ? [0x12, 0x34, 0x56, 255] : [0, 0, 0, 0])
    }
    await t.database.db
      .update(brands)
      .set({ primaryColor: '#654321' })
      .where(eq(brands.domain, 'icons.example.org'))
    const changed = (await get('/api/v1/brands/manifest', 'icons.example.org')).json()
    expect(changed.icons[0].src).not.toBe(manifest.icons[0].src)
  })

  it('refuses an icon name it does not draw', async () => {
    const res = await get('/api/v1/brands/icons/icon-64.png', 'icons.example.org')
    expect(res.statusCode).toBe(400)
  })
})
