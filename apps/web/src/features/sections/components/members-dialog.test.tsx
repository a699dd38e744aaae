// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { SectionItem, SectionMembers } from '@nido/domain/contracts/sections'
import '@/i18n/index'
import { MembersDialog } from './members-dialog'

// The members dialog of /sections (docs/sections.md): the section's teachers and children, a
// button to take each out, a picker to add one; an archived section or an observer only reads.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const sectionId = '0190a000-0000-7000-8000-0000000000b1'
const section: SectionItem = {
  id: sectionId,
  schoolId: '0190a000-0000-7000-8000-0000000000a1',
  name: 'Lions',
  archivedAt: null,
  staffCount: 1,
  childCount: 1,
}
const members: SectionMembers = {
  section,
  staff: [{ id: 't1', firstname: 'Théo', lastname: 'Prof', jobTitle: 'Nurse', observer: false }],
  children: [{ id: 'c1', firstname: 'Léa', lastname: 'Martin', birthDate: null }],
}

let calls: Array<{ method: string; url: string }>

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url })
      if (url === `/api/v1/sections/${sectionId}/members`)
        return new Response(JSON.stringify(members), { status: 200 })
      if (url.startsWith(`/api/v1/sections/${sectionId}/candidates`))
        return new Response(JSON.stringify({ items: [{ id: 'c2', firstname: 'Tom', lastname: 'Petit' }] }), {
          status: 200,
        })
      return new Response(null, { status: 204 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function open(shown: SectionItem, readOnly = false) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <MembersDialog userId="u1" section={shown} readOnly={readOnly} onClose={vi.fn()} />
    </QueryClientProvider>,
  )
}

describe('MembersDialog (spec 000 §2 /sections)', { timeout: 20_000 }, () => {
  it('takes a teacher out and adds a child from the picker', async () => {
    open(section)
    const dialog = await screen.findByRole('dialog', { name: 'Staff and children of Lions' })
    expect(await within(dialog).findByText('Léa Martin')).toBeTruthy()
    expect(within(dialog).getByText('Nurse')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take Théo Prof out' }))
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'DELETE', url: `/api/v1/sections/${sectionId}/staff/t1` }),
    )

    const picker = within(dialog).getByRole('combobox', { name: 'Add a child' })
    fireEvent.change(picker, { target: { value: 'tom' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Tom Petit' }))
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', url: `/api/v1/sections/${sectionId}/children/c2` }),
    )
    expect(toast.apiError).not.toHaveBeenCalled()
  })

  it('only shows the members of an archived section, and to an observer', async () => {
    open({ ...section, archivedAt: '2026-11-18T09:30:00.000Z' })
    const dialog = await screen.findByRole('dialog', { name: 'Staff and children of Lions' })
    expect(await within(dialog).findByText('Léa Martin')).toBeTruthy()
    expect(within(dialog).getByText('This section is archived: it takes no new members.')).toBeTruthy()
    expect(within(dialog).queryByRole('combobox')).toBeNull()
    cleanup()

    open(section, true)
    const readOnly = await screen.findByRole('dialog', { name: 'Staff and children of Lions' })
    expect(await within(readOnly).findByText('Théo Prof')).toBeTruthy()
    expect(within(readOnly).queryByRole('button', { name: 'Take Théo Prof out' })).toBeNull()
    expect(within(readOnly).queryByRole('combobox')).toBeNull()
  })
})
