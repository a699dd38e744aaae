import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib'
import { buildApp } from '../app'
import { createTestApp, type TestApp } from '../test/app'

// docs/web-weight.md "Compression" and "Caching": the web app's files leave compressed as the build
// wrote them (apps/web/precompress.ts), hashed assets are cached for good, index.html never.
describe('the built web app (docs/web-weight.md)', () => {
  let t: TestApp
  let web: FastifyInstance
  const script = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n`
  const asset = '/assets/app-Bq5nY1O9.js'

  beforeAll(async () => {
    t = await createTestApp()
    // A dist laid out as `vite build` lays it: the bundle plus a .br and a .gz of each text file.
    const dist = mkdtempSync(path.join(tmpdir(), 'nido-web-'))
    mkdirSync(path.join(dist, 'assets'))
    const files = {
      'index.html': `<!doctype html><title>Nido</title><script type="module" src="${asset}"></script>`,
      [asset.slice(1)]: script,
    }
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(path.join(dist, name), text)
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text))
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text))
    }
    web = await buildApp(t.deps, { jobPollMs: false, webDist: dist })
  })
  afterAll(async () => {
    await web.close()
    await t.close()
  })

  it('sends a hashed asset in brotli to a browser that takes it, cached for good', async () => {
    const res = await web.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['vary']).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.length).toBeLessThan(script.length / 10)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gzipped = await web.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script)
    const plain = await web.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each([
    ['the root', '/'],
    ['index.html', '/index.html'],
    ['a client-side route', '/calendar'],
  ])('asks the browser to check %s again on every visit', async (_name, url) => {
    const res = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-type']).toMatch(/text\/html/)
  })
})
