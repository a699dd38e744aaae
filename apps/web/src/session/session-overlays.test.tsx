// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { Me } from '@nido/domain/contracts/me'
import type { ProfileType } from '@nido/domain/enums/people'
import { testGuardian } from '@/test/me'
import '../i18n/index'
import { SessionOverlays } from './session-overlays'
import { meQuery } from './session'

// The terms of use are the main site's (spec 000 §6, spec 001 §4): a teacher must accept them
// before anything else; a super or group admin, who cannot use the main site, is never stopped by
// them before being told what they can do (shell/admin-way-in.tsx).

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

const unaccepted = {
  id: '0190a000-0000-7000-8000-0000000000c1',
  version: 1,
  language: 'en',
  link: 'https://terms.example.test/v1.pdf',
  annex: null,
  acceptedAt: null,
  validatedCgu: false,
  parentalAuthority: false,
}

let fetchMock: ReturnType<typeof vi.fn>
let signedIn: Me

beforeEach(() => {
  fetchMock = vi.fn((url: string) => {
    if (url === '/api/v1/me') return Promise.resolve(json(signedIn))
    if (url.startsWith('/api/v1/terms')) return Promise.resolve(json(unaccepted))
    if (url.startsWith('/api/v1/in-app-messages')) return Promise.resolve(json({ items: [] }))
    return Promise.resolve(json({}))
  })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function meAs(profileType: ProfileType): Me {
  const me = testGuardian({
    id: '0190a000-0000-7000-8000-0000000000aa',
    firstname: 'Ada',
    lastname: 'Admin',
    email: 'ada@example.test',
  })
  return { ...me, meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType } } }
}

function renderOverlays(me: Me) {
  signedIn = me
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(meQuery.queryKey, me)
  const router = createMemoryRouter([{ path: '/', element: <SessionOverlays /> }])
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const termsCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/terms'))

describe('terms of use before anything else (spec 000 §6, spec 001 §4)', () => {
  it('asks a teacher to accept them', async () => {
    renderOverlays(meAs('TEACHER'))
    // The dialog is a lazy chunk, fetched only when there is something to accept.
    expect(await screen.findByRole('dialog', { name: 'Terms of use' }, { timeout: 10_000 })).toBeTruthy()
  })

  it.each(['SUPER_ADMIN', 'GROUP_ADMIN'] as const)('never stops a %s with them', async (profile) => {
    renderOverlays(meAs(profile))
    // The in-app messages are asked once the terms are out of the way: here at once.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/v1/in-app-messages'))).toBe(
        true,
      ),
    )
    expect(termsCalls()).toHaveLength(0)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
