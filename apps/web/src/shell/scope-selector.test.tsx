// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { AccessContextData } from '@nido/domain/contracts/context'
import type { Me } from '@nido/domain/contracts/me'
import { contextFor } from '@nido/domain/access/test-context'
import { testGuardian } from '@/test/me'
import '../i18n/index'
import type { ShellState } from '@/session/access'
import { ScopeSelector } from './scope-selector'
import type { ChildId } from '@nido/domain/ids'
import { testId } from '@/test/ids'

// Spec 000 §2 scope selector: a guardian picks a child; the search ignores case and accents;
// choosing another child sends PUT /api/v1/me/scope with that child only.

const zoe = testId<ChildId>('0190a000-0000-7000-8000-000000000001')
const elodie = testId<ChildId>('0190a000-0000-7000-8000-000000000002')

const me: Me = testGuardian({
  id: '0190a000-0000-7000-8000-0000000000aa',
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'camille@example.test',
  familyScope: { childIds: [zoe, elodie], guardianIds: [] },
  current: { schoolId: null, childId: zoe },
})

const child = (id: string, firstname: string, lastname: string) => ({
  id,
  firstname,
  lastname,
  profileType: 'CHILD',
  avatarMediaId: null,
  genderCd: null,
})

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
/** The current child's terms (spec 001 §4): accepted unless a test says otherwise. */
let termsAccepted = true

beforeEach(() => {
  termsAccepted = true
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith(`/api/v1/children/${zoe}/terms`)) {
      return Promise.resolve(
        json({
          id: 'terms-1',
          version: 1,
          language: 'en',
          link: null,
          annex: null,
          acceptedAt: null,
          validatedCgu: termsAccepted,
          parentalAuthority: false,
        }),
      )
    }
    if (url.startsWith('/api/v1/scope/metadata')) {
      return Promise.resolve(
        json({
          users: [child(zoe, 'Zoé', 'Martin'), child(elodie, 'Élodie', 'Martin')],
          groups: [],
          schools: [],
          sections: [],
        }),
      )
    }
    if (url.startsWith('/api/v1/me/scope') && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string) as { childId: string }
      return Promise.resolve(json({ ...me, current: { schoolId: null, childId: body.childId } }))
    }
    return Promise.resolve(new Response('{}', { status: 404 }))
  })
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderSelector() {
  const ctx = contextFor('GUARDIAN', {
    actor: { familyScope: me.meta.familyScope, currentChildId: zoe, currentSchoolId: null },
  })
  const state: ShellState = { me, ctx, data: { school: null } as unknown as AccessContextData }
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/', element: <ScopeSelector state={state} /> }])
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('ScopeSelector (spec 000 §2)', () => {
  it('shows the current child and lists the others, sorted by name', async () => {
    renderSelector()
    const button = await screen.findByRole('button', { name: 'Current child: Zoé Martin' })
    fireEvent.click(button)
    const dialog = await screen.findByRole('dialog', { name: 'Choose a child' })
    const items = await within(dialog).findAllByRole('button')
    expect(items.map((i) => i.textContent)).toEqual(['Élodie Martin', 'Zoé Martin'])
    expect(within(dialog).getByRole('button', { name: 'Zoé Martin' })).toHaveProperty('ariaCurrent', 'true')
  })

  it('searches without regard to case or accents', async () => {
    renderSelector()
    fireEvent.click(await screen.findByRole('button', { name: /Current child/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a child' })
    await within(dialog).findByRole('button', { name: 'Élodie Martin' })
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'ELODIE' },
    })
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((i) => i.textContent),
      ).toEqual(['Élodie Martin']),
    )
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nobody' },
    })
    expect(await within(dialog).findByText('Nothing matches')).toBeTruthy()
  })

  it('switches to the chosen child through PUT /api/v1/me/scope', async () => {
    renderSelector()
    fireEvent.click(await screen.findByRole('button', { name: /Current child/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a child' })
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Élodie Martin' }))
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/v1/me/scope'))
      expect(put?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ childId: elodie }) })
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('asks for no names while the terms wait for acceptance (spec 000 §6)', async () => {
    termsAccepted = false
    renderSelector()
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url).startsWith(`/api/v1/children/${zoe}/terms`)),
      ).toBe(true),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/v1/scope/metadata'))).toBe(false)
  })
})
