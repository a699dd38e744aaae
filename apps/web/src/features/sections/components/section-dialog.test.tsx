// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { SectionItem } from '@nido/domain/contracts/sections'
import '@/i18n/index'
import { SectionDialog } from './section-dialog'

// The create/rename dialog of /sections on the docs/forms.md pattern: the contract's rule as the
// resolver, the server's field error on the field, the unsaved-changes question.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const schoolId = '0190a000-0000-7000-8000-0000000000a1'
const section: SectionItem = {
  id: '0190a000-0000-7000-8000-0000000000b1',
  schoolId,
  name: 'Lions',
  archivedAt: null,
  staffCount: 1,
  childCount: 4,
}

type Reply = { status: number; body: unknown }
let replies: Record<string, Reply>
let calls: Array<{ method: string; url: string; body: unknown }>

beforeEach(() => {
  calls = []
  replies = {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      const reply = replies[`${method} ${url}`] ?? {
        status: 404,
        body: { errorCode: 'NOT_FOUND', message: '' },
      }
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function open(edited: SectionItem | null) {
  const onClose = vi.fn()
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <SectionDialog userId="u1" schoolId={schoolId} section={edited} onClose={onClose} />
    </QueryClientProvider>,
  )
  return onClose
}

describe('SectionDialog (spec 000 §2 /sections; docs/forms.md)', { timeout: 20_000 }, () => {
  it('refuses an empty name without calling the server', async () => {
    open(null)
    const dialog = await screen.findByRole('dialog', { name: 'New section' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: '   ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Required')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('creates in the school and closes', async () => {
    replies['POST /api/v1/sections'] = { status: 201, body: { ...section, name: 'Ours' } }
    const onClose = open(null)
    const dialog = await screen.findByRole('dialog', { name: 'New section' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Ours ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toEqual([{ method: 'POST', url: '/api/v1/sections', body: { schoolId, name: 'Ours' } }])
    expect(toast.success).toHaveBeenCalledWith('The section was created.')
  })

  it('shows the server’s refusal of the name on the field, and toasts a name taken', async () => {
    const url = `/api/v1/sections/${section.id}`
    replies[`PATCH ${url}`] = {
      status: 400,
      body: { errorCode: 'VALIDATION_ERROR', message: '', details: [{ path: 'body.name', message: 'x' }] },
    }
    open(section)
    const dialog = await screen.findByRole('dialog', { name: 'Rename the section' })
    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    expect((name as HTMLInputElement).value).toBe('Lions')
    fireEvent.change(name, { target: { value: 'Tigres' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy()
    expect(toast.apiError).not.toHaveBeenCalled()

    replies[`PATCH ${url}`] = { status: 409, body: { errorCode: 'SECTION_NAME_TAKEN', message: '' } }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.apiError).toHaveBeenCalled())
  })

  it('asks before dropping a typed name', async () => {
    const onClose = open(null)
    const dialog = await screen.findByRole('dialog', { name: 'New section' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Koalas' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})
