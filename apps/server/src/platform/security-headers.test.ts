import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { readConfig } from '../config'
import { createTestApp, type TestApp } from '../test/app'
import { contentSecurityPolicy } from './security-headers'

// docs/security.md "Headers": every answer (API, web app, errors) carries the security headers.
describe('security headers (docs/security.md)', () => {
  let t: TestApp
  let web: FastifyInstance
  const env = { DATA_DIR: '/tmp/nido-test', LOG_LEVEL: 'silent' } as const

  beforeAll(async () => {
    t = await createTestApp()
    const dist = mkdtempSync(path.join(tmpdir(), 'nido-web-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Nido</title>')
    web = await buildApp(t.deps, { jobPollMs: false, webDist: dist })
  })
  afterAll(async () => {
    await web.close()
    await t.close()
  })

  const directives = (header: unknown) =>
    new Map(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values]),
    )

  it.each([
    ['an API answer', '/api/v1/health'],
    ['an error answer', '/api/v1/nothing-here'],
    ['the web app', '/'],
    ['a client-side route of the web app', '/calendar'],
  ])('sets them on %s', async (_name, url) => {
    const res = await web.inject({ method: 'GET', url })
    const csp = directives(res.headers['content-security-policy'])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(csp.get('script-src-attr')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.has('report-uri')).toBe(false)
    expect(csp.has('upgrade-insecure-requests')).toBe(false)
    expect(res.headers['referrer-policy']).toBe('same-origin')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['permissions-policy']).toContain('microphone=(self)')
    // COOKIE_SECURE is off: plain HTTP must keep working.
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('sets them on an answer given before routing (a malformed URL)', async () => {
    const res = await web.inject({ method: 'GET', url: '/api/v1/news/%E0%A4%A' })
    expect(res.statusCode).toBe(404)
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"])
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('same-origin')
  })

  it('adds HSTS and the upgrade of insecure requests when COOKIE_SECURE is on', async () => {
    const app = await buildApp(
      { ...t.deps, config: readConfig({ ...env, COOKIE_SECURE: 'true' }) },
      { jobPollMs: false },
    )
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' })
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
      expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true)
    } finally {
      await app.close()
    }
  })

  it('lets the browser load media from the S3 bucket, and only then', () => {
    const s3 = readConfig({
      ...env,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://s3.example.net',
      S3_BUCKET: 'nido',
    })
    const policy = contentSecurityPolicy(s3)
    expect(policy.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://s3.example.net',
      'https://*.s3.example.net',
    ])
    expect(policy.connectSrc).toContain('https://s3.example.net')
    expect(contentSecurityPolicy(readConfig(env)).imgSrc).toEqual(["'self'", 'data:', 'blob:'])
  })

  it('takes violation reports when CSP_REPORTS is on, and not otherwise', async () => {
    const report = {
      method: 'POST' as const,
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/csp-report', origin: 'http://localhost:3000' },
      payload: JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }),
    }
    expect((await t.app.inject(report)).statusCode).toBe(404)
    const app = await buildApp(
      { ...t.deps, config: readConfig({ ...env, CSP_REPORTS: 'true' }) },
      { jobPollMs: false },
    )
    try {
      const res = await app.inject(report)
      expect(res.statusCode, res.body).toBe(204)
      const csp = directives(res.headers['content-security-policy'])
      expect(csp.get('report-uri')).toEqual(['/api/csp-reports'])
    } finally {
      await app.close()
    }
  })
})
