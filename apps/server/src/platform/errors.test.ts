import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/app'

describe('one error shape for every failure (ARCHITECTURE §4)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  it('answers NOT_FOUND for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND', message: expect.any(String) })
  })

  it('answers NOT_FOUND, not a framework error, for an over-long path parameter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/in-app-messages/${'a'.repeat(150)}/dismissals`,
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().errorCode).toBe('NOT_FOUND')
  })

  it('answers NOT_FOUND for a malformed URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/%E0%A4%A' })
    expect(res.json().errorCode).toBe('NOT_FOUND')
  })

  it('answers PAYLOAD_TOO_LARGE past the body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().errorCode).toBe('PAYLOAD_TOO_LARGE')
  })

  it('answers VALIDATION_ERROR for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errorCode).toBe('VALIDATION_ERROR')
  })

  it('serves the OpenAPI document generated from the contract, and its reader', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(doc.statusCode).toBe(200)
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/auth/login', '/api/v1/me']),
    )
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(docs.statusCode).toBe(200)
    expect(docs.headers['content-type']).toContain('text/html')
  })
})
