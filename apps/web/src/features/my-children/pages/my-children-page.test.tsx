// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { MyChild } from '@nido/domain/contracts/my-children'
import '@/i18n/index'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import { testId } from '@/test/ids'
import MyChildEditPage from './my-child-edit-page'
import MyChildrenPage, { type AddChildDialogComponent } from './my-children-page'

// Spec 000 §2 /my-children and /my-children/edit/{id} (docs/my-children.md): the cards, the key
// with its copy button for a referent, leaving a family after a confirmation, the empty state
// with the add-child dialog app/ hands in, and the edit form that sends only what changed.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const childId = '0190a000-0000-7000-8000-0000000000c1'
const lea: MyChild = {
  id: testId(childId),
  firstname: 'Léa',
  lastname: 'Martin',
  birthDate: '2023-04-02',
  gender: 'Female',
  avatarMediaId: null,
  schools: [{ id: testId('0190a000-0000-7000-8000-0000000000a1'), name: 'Les Lucioles' }],
  sections: [
    {
      id: testId('0190a000-0000-7000-8000-0000000000b1'),
      schoolId: testId('0190a000-0000-7000-8000-0000000000a1'),
      name: 'Petits',
    },
  ],
  me: { relationship: 'Mother', referent: true, parentalAuthority: true },
  otherGuardians: [
    {
      id: testId('0190a000-0000-7000-8000-0000000000d1'),
      firstname: 'Paul',
      lastname: 'Martin',
      relationship: 'Father',
      referent: false,
      avatarMediaId: null,
      phone: '+32470000001',
    },
  ],
  photoConsentWithheld: false,
  key: 'lea_0001',
  canEdit: true,
}

const writeText = vi.fn(async (_text: string) => undefined)
let calls: Array<{ method: string; url: string; body: unknown }>
let children: MyChild[]

beforeEach(() => {
  calls = []
  children = [lea]
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      if (url === '/api/v1/my-children')
        return new Response(JSON.stringify({ items: children }), { status: 200 })
      if (url === `/api/v1/my-children/${childId}` && method === 'GET')
        return new Response(JSON.stringify(children[0]), { status: 200 })
      if (url === `/api/v1/my-children/${childId}` && method === 'PATCH')
        return new Response(JSON.stringify({ ...lea, gender: 'Other' }), { status: 200 })
      return new Response(null, { status: 204 })
    }),
  )
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const AddChildDialog: AddChildDialogComponent = ({ onClose }) => (
  <div role="dialog" aria-label="Add a child">
    <button onClick={onClose}>Close</button>
  </div>
)

function show(path: string) {
  return renderPage(
    [
      { path: '/my-children', element: <MyChildrenPage AddChildDialog={AddChildDialog} /> },
      { path: '/my-children/edit/:id', element: <MyChildEditPage /> },
    ],
    {
      me: testGuardian({ id: 'u1', firstname: 'Gina', lastname: 'Martin', email: 'gina@example.test' }),
      path,
    },
  ).router
}

describe('my children page (spec 000 §2 /my-children)', { timeout: 20_000 }, () => {
  it('shows a card per child with school, role, other guardians and the key to copy', async () => {
    show('/my-children')
    const card = await screen.findByRole('listitem', { name: 'Léa Martin' })
    expect(card.textContent).toContain('Les Lucioles · Petits')
    expect(card.textContent).toContain('You: Mother')
    expect(card.textContent).toContain('Paul Martin (Father) · +32470000001')
    expect(within(card).getByText('lea_0001')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Copy the key of Léa' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('lea_0001'))
    expect(within(card).getByRole('link', { name: 'Edit Léa Martin' }).getAttribute('href')).toBe(
      `/my-children/edit/${childId}`,
    )
  })

  it('leaves a family only after the confirmation', async () => {
    show('/my-children')
    const card = await screen.findByRole('listitem', { name: 'Léa Martin' })
    fireEvent.click(within(card).getByRole('button', { name: 'Leave the family of Léa Martin' }))
    const confirm = await screen.findByRole('dialog', { name: 'Leave the family of Léa Martin?' })
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        url: `/api/v1/my-children/${childId}/link`,
        body: undefined,
      }),
    )
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Léa Martin is no longer on your account.'),
    )
  })

  it('offers the add-child dialog when no child is linked', async () => {
    children = []
    show('/my-children')
    fireEvent.click(await screen.findByRole('button', { name: 'Add a child with a key' }))
    expect(screen.getByRole('dialog', { name: 'Add a child' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('my child edit page (spec 000 §2 /my-children/edit/{id})', { timeout: 20_000 }, () => {
  it('shows the school’s fields read only and sends only the changed gender', async () => {
    const router = show(`/my-children/edit/${childId}`)
    expect(await screen.findByRole('heading', { name: 'Léa Martin' })).toBeTruthy()
    const firstname = screen.getByRole('textbox', { name: 'First name' })
    expect(firstname.hasAttribute('readonly')).toBe(true)
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Gender' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Other' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'PATCH',
        url: `/api/v1/my-children/${childId}`,
        body: { gender: 'Other' },
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-children'))
  })

  it('shows a non-referent the details without a form to send', async () => {
    children = [{ ...lea, me: { ...lea.me, referent: false }, key: null, canEdit: false }]
    show(`/my-children/edit/${childId}`)
    expect(await screen.findByText('Only a referent guardian can change these details.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Choose a picture' })).toBeNull()
  })
})
