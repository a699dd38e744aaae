// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ChildDetail } from '@nido/domain/contracts/children-and-parents'
import type { Me } from '@nido/domain/contracts/me'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import ChildEditPage from './child-edit-page'

// /children-and-parents/new and /edit/{id} (docs/children-and-parents.md): the child's form with
// its sections, a parent gathered in the dialog and sent with the new child in one request; on an
// existing child the key is renewed only after the confirmation.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const sectionId = '0190a000-0000-7000-8000-0000000000e1'
const childId = '0190a000-0000-7000-8000-0000000000c1'
const detail: ChildDetail = {
  id: childId,
  firstname: 'Zoé',
  lastname: 'Durand',
  gender: 'Female',
  birthDate: '2024-03-02',
  sections: [{ id: sectionId, name: 'Petits', schoolId: 's1' }],
  guardianCount: 0,
  archivedAt: null,
  guardians: [],
  key: 'abcd_123',
  canEdit: true,
}

let calls: Array<{ method: string; url: string; body: unknown }>

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      if (url.endsWith('/children-and-parents/sections'))
        return Response.json({
          items: [{ id: sectionId, name: 'Petits', schoolId: 's1', schoolName: 'Lucioles' }],
        })
      if (method === 'POST' && url.endsWith('/key')) return Response.json({ key: 'new_key1' })
      if (method === 'POST') return Response.json(detail, { status: 201 })
      return Response.json(detail)
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function director(): Me {
  const me = testGuardian({ id: 'u1', firstname: 'Dina', lastname: 'Director', email: 'dina@example.test' })
  return {
    ...me,
    meta: { ...me.meta, userPermission: { ...me.meta.userPermission, profileType: 'DIRECTOR' } },
  }
}

function show(path: string) {
  return renderPage(
    [
      { path: '/children-and-parents/new', element: <ChildEditPage /> },
      { path: '/children-and-parents/edit/:id', element: <ChildEditPage /> },
      // The manager's children/new (app/manager-routes.tsx): the same form, the manager's paths.
      {
        path: '/manager/admin/children/new',
        element: (
          <ChildEditPage
            listPath="/manager/admin/children"
            createdPath={(id) => `/manager/admin/children/${id}/child`}
          />
        ),
      },
      { path: '/manager/admin/children/:id/child', element: <p>The manager file</p> },
    ],
    { me: director(), path },
  ).router
}

describe('ChildEditPage (spec 000 §2 /children-and-parents; docs/forms.md)', { timeout: 30_000 }, () => {
  it('creates a child in a section with a new parent, in one request', async () => {
    const router = show('/children-and-parents/new')
    const form = await screen.findByRole('form', { name: 'The child' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'First name' }), { target: { value: 'Zoé' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Durand' },
    })
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }))
    // No section chosen yet: nothing is sent.
    expect(await within(form).findByText('Choose at least 1.')).toBeTruthy()
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'Petits · Lucioles' }))

    fireEvent.click(screen.getByRole('button', { name: 'Add a parent' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a parent' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Paul' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Durand' },
    })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'paul@example.test' },
    })
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Relationship' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Father' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a parent' })).toBeNull())
    expect(within(screen.getByRole('list', { name: 'Parents' })).getByText(/Paul Durand/)).toBeTruthy()

    fireEvent.click(within(form).getByRole('button', { name: 'Create' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/children-and-parents/edit/${childId}`))
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/v1/children-and-parents',
        body: {
          firstname: 'Zoé',
          lastname: 'Durand',
          gender: null,
          birthDate: null,
          sectionIds: [sectionId],
          guardians: [
            {
              kind: 'new',
              firstname: 'Paul',
              lastname: 'Durand',
              email: 'paul@example.test',
              phone: null,
              relationship: 'Father',
              referent: false,
              parentalAuthority: true,
            },
          ],
        },
      },
    ])
  })

  it("the manager's new child opens the child's manager file once created", async () => {
    const router = show('/manager/admin/children/new')
    const form = await screen.findByRole('form', { name: 'The child' })
    fireEvent.change(within(form).getByRole('textbox', { name: 'First name' }), { target: { value: 'Zoé' } })
    fireEvent.change(within(form).getByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Durand' },
    })
    const section = await within(form).findByRole('checkbox', { name: 'Petits · Lucioles' })
    fireEvent.click(section)
    await waitFor(() => expect((section as HTMLInputElement).checked).toBe(true))
    fireEvent.click(within(form).getByRole('button', { name: 'Create' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/manager/admin/children/${childId}/child`),
    )
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/v1/children-and-parents',
    ])
  })

  it('renews the key only after the confirmation', async () => {
    show(`/children-and-parents/edit/${childId}`)
    expect(await screen.findByText('abcd_123')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Renew the key' }))
    const confirm = await screen.findByRole('dialog', { name: "Renew the child's key?" })
    expect(calls.some((c) => c.url.endsWith('/key'))).toBe(false)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Renew' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/children-and-parents/${childId}/key`,
        body: undefined,
      }),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The child has a new key.'))
  })
})
