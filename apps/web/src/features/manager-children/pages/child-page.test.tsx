// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ChildAuthorizations, ChildFileDetail } from '@nido/domain/contracts/manager-children'
import type { Me } from '@nido/domain/contracts/me'
import '@/i18n/index'
import { meQuery } from '@/session/session'
import { testGuardian } from '@/test/me'
import ManagerChildPage from './child-page'

// /manager/admin/children/{id} (docs/manager-children.md): the file's unsaved-changes question
// before leaving, its body on save, and observers reading without any control.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const childId = '0190a000-0000-7000-8000-0000000000c1'
const detail = (canEdit: boolean): ChildFileDetail => ({
  child: { id: childId, firstname: 'Oliver', lastname: 'Clarke', birthDate: '2024-03-02', hasFile: true },
  file: {
    healthNotes: null,
    allergies: 'Peanuts',
    doctorName: 'Dr Shah',
    doctorPhone: '+442079460123',
    emergencyContactName: null,
    emergencyContactPhone: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
  guardians: [
    { id: 'g1', firstname: 'James', lastname: 'Clarke', relationship: 'Father', contractHolder: true },
  ],
  pickupPersons: [
    {
      id: 'p1',
      firstname: 'Margaret',
      lastname: 'Clarke',
      relationship: 'Grandmother',
      phone: '+447700900456',
      identityCheckNote: null,
      position: 1,
    },
  ],
  canEdit,
})
const authorizations = (canEdit: boolean): ChildAuthorizations => ({
  child: { id: childId, firstname: 'Oliver', lastname: 'Clarke' },
  items: [
    { kind: 'Photos', granted: true, decidedBy: null, decidedAt: null },
    { kind: 'Outings', granted: null, decidedBy: null, decidedAt: null },
    { kind: 'Care', granted: false, decidedBy: null, decidedAt: null },
  ],
  canEdit,
})

/** The first render loads the feature's texts: slow on a busy machine. */
const slow = { timeout: 15_000 }

let calls: Array<{ method: string; url: string; body: unknown }>
let canEdit = true

beforeEach(() => {
  calls = []
  canEdit = true
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      if (url.includes('/authorizations')) return Response.json(authorizations(canEdit))
      return Response.json(detail(canEdit))
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function staff(observer: boolean): Me {
  const me = testGuardian({ id: 'u1', firstname: 'Dina', lastname: 'Director', email: 'dina@example.test' })
  return {
    ...me,
    user: { ...me.user, observer },
    meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType: 'DIRECTOR' } },
  }
}

function show(path: string, observer = false) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(meQuery.queryKey, staff(observer))
  const router = createMemoryRouter(
    [
      { path: '/manager/admin/children', element: <h1>Children list</h1> },
      { path: '/manager/admin/children/:childId', element: <ManagerChildPage /> },
      { path: '/manager/admin/children/:childId/authorizations', element: <ManagerChildPage /> },
      {
        path: '/manager/admin/children/:childId/contracts',
        element: <ManagerChildPage ContractsTab={({ childId: id }) => <p>Contracts of {id}</p>} />,
      },
    ],
    { initialEntries: [path] },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

describe('the child manager page', { timeout: 60_000 }, () => {
  it('asks before leaving with unsaved changes, then saves the file with nulls for blanks', async () => {
    const router = show(`/manager/admin/children/${childId}`)
    const allergies = await screen.findByRole('textbox', { name: 'Allergies' }, slow)
    fireEvent.change(allergies, { target: { value: 'Peanuts, eggs' } })
    fireEvent.click(screen.getByRole('link', { name: 'Back to the children' }))
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' }, slow)
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe(`/manager/admin/children/${childId}`)

    fireEvent.change(screen.getByRole('textbox', { name: "Doctor's phone" }), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(/This phone number is not valid/, {}, slow)).toBeTruthy()
    expect(calls.some((c) => c.method === 'PUT')).toBe(false)

    fireEvent.change(screen.getByRole('textbox', { name: "Doctor's phone" }), {
      target: { value: '+44 20 7946 0123' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), slow)
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringContaining(`/manager/children/${childId}/file`),
      body: {
        healthNotes: null,
        allergies: 'Peanuts, eggs',
        doctorName: 'Dr Shah',
        doctorPhone: '+44 20 7946 0123',
        emergencyContactName: null,
        emergencyContactPhone: null,
      },
    })
  })

  it('shows an observer the file without any control', async () => {
    canEdit = false
    show(`/manager/admin/children/${childId}`, true)
    const allergies = await screen.findByRole('textbox', { name: 'Allergies' }, slow)
    expect(allergies.hasAttribute('readonly')).toBe(true)
    expect(screen.getByText('You can read this page but not change it.')).toBeTruthy()
    expect(screen.getByRole('cell', { name: 'Grandmother' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add a person' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Change Margaret|Remove Margaret/ })).toBeNull()
    expect(screen.queryByRole('switch')).toBeNull()
    expect(screen.getByText('Holds the contract')).toBeTruthy()
  })

  it('shows an observer the authorizations without answers to pick', async () => {
    canEdit = false
    show(`/manager/admin/children/${childId}/authorizations`, true)
    expect(await screen.findByRole('heading', { name: 'Outings' }, slow)).toBeTruthy()
    expect(screen.getByText('Not answered')).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('lets a director record an answer given on paper', async () => {
    show(`/manager/admin/children/${childId}/authorizations`)
    const group = await screen.findByRole('radiogroup', { name: 'Answer for Outings' }, slow)
    fireEvent.click(within(group).getByRole('radio', { name: 'Refused' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), slow)
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.stringContaining(`/manager/children/${childId}/authorizations/Outings`),
      body: { granted: false },
    })
  })

  it('shows the contracts tab that app/ gives it', async () => {
    show(`/manager/admin/children/${childId}/contracts`)
    expect(await screen.findByText(`Contracts of ${childId}`, {}, slow)).toBeTruthy()
    const tab = screen.getByRole('link', { name: 'Contracts' })
    expect(tab.getAttribute('aria-current')).toBe('page')
  })
})
