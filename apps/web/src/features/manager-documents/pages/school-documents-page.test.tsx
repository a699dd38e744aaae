// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import '@/i18n/index'
import { renderPage } from '@/test/render-page'
import SchoolDocumentsPage from './school-documents-page'
import { childId, director, upload } from './test-data'

// /manager/admin/documents (spec 000 §2): the school's documents open on those waiting for a
// decision (Received), each child's name leading to their documents tab, decided in the row.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const slow = { timeout: 15_000 }
let calls: Array<{ method: string; url: string }>

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url })
      if (method === 'POST') return Response.json(upload({ status: 'Validated' }))
      const all = !url.includes('status=')
      return Response.json({ items: [upload(all ? { status: 'Validated' } : {})], nextCursor: null })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe("the school's documents page", { timeout: 60_000 }, () => {
  it('opens on the documents to decide, and validates one in its row', async () => {
    renderPage(<SchoolDocumentsPage />, { me: director() })
    const table = await screen.findByRole('table', { name: 'Documents of the nursery' }, slow)
    expect(calls[0]?.url).toBe('/api/v1/manager/documents?status=Received')
    const link = within(table).getByRole('link', { name: 'Oliver Clarke' })
    expect(link.getAttribute('href')).toBe(`/manager/admin/children/${childId}/documents`)
    fireEvent.click(within(table).getByRole('button', { name: 'Validate Medical certificate' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/documents/${upload().id}/validate`,
      }),
    )

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }))
    fireEvent.click(await screen.findByRole('option', { name: 'All documents' }))
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/v1/manager/documents'))
    const all = await screen.findByRole('table', { name: 'Documents of the nursery' })
    expect(await within(all).findByText('Validated')).toBeTruthy()
  })
})
