import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineRoute } from '@nido/domain/contracts/define'
import { api, ApiError } from './client'

// The one door to the API (ARCHITECTURE §3, §4): path and query from the contract, JSON with the
// session cookie, answers parsed by the route's schema, failures as ApiError (spec 000 §8).

const getChild = defineRoute({
  action: 'test.get',
  method: 'GET',
  path: '/api/v1/schools/:schoolId/children/:childId',
  summary: 'test',
  auth: 'session',
  params: z.object({ schoolId: z.string(), childId: z.string() }),
  query: z.object({ fields: z.array(z.string()).optional(), limit: z.number().optional() }),
  response: z.object({ id: z.string(), birthDate: z.string() }),
})

const logout = defineRoute({
  action: 'test.logout',
  method: 'POST',
  path: '/api/v1/auth/logout',
  summary: 'test',
  auth: 'public',
  body: z.object({ globalLogout: z.boolean().optional() }),
  response: z.null(),
  successStatus: 204,
})

function answer(status: number, body?: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api()', () => {
  it('fills the path and the query, and returns the parsed answer', async () => {
    const fetchMock = answer(200, { id: 'c1', birthDate: '2024-02-29' })
    const child = await api(getChild, {
      params: { schoolId: 's 1', childId: 'c1' },
      query: { fields: ['a', 'b'], limit: 5 },
    })
    expect(child).toEqual({ id: 'c1', birthDate: '2024-02-29' })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/schools/s%201/children/c1?fields=a&fields=b&limit=5')
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' })
    expect(init?.body).toBeUndefined()
  })

  it('sends the body as JSON and reads a 204 as null', async () => {
    const fetchMock = answer(204)
    await expect(api(logout, { body: { globalLogout: true } })).resolves.toBeNull()
    const [, init] = fetchMock.mock.calls[0]!
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"globalLogout":true}' })
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('turns an error answer into an ApiError with its code, message and status', async () => {
    answer(401, { errorCode: 'INVALID_CREDENTIALS', message: 'Nope' })
    const error = await api(logout, { body: {} }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ errorCode: 'INVALID_CREDENTIALS', message: 'Nope', status: 401 })
  })

  it('reports NETWORK_ERROR with status 0 when there is no answer at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(api(logout, { body: {} })).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR', status: 0 })
  })

  it('refuses an answer that does not match the contract', async () => {
    answer(200, { id: 'c1' })
    await expect(api(getChild, { params: { schoolId: 's', childId: 'c1' } })).rejects.toMatchObject({
      errorCode: 'INTERNAL_ERROR',
      status: 200,
    })
  })

  it('keeps the status of an error answer that is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('Bad gateway', { status: 502 })),
    )
    await expect(api(logout, { body: {} })).rejects.toMatchObject({
      errorCode: 'INTERNAL_ERROR',
      status: 502,
    })
  })

  it('returns the answer as sent for a route without its schema (the browser build, decision 0008)', async () => {
    // vite.config.ts gives the browser each route's method and path only.
    const { response: _schema, ...browserRoute } = getChild
    answer(200, { id: 'c1', birthDate: '2024-02-29', extra: true })
    await expect(
      api(browserRoute as typeof getChild, { params: { schoolId: 's', childId: 'c1' } }),
    ).resolves.toEqual({ id: 'c1', birthDate: '2024-02-29', extra: true })
  })
})
