// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import '@/i18n/index'
import { renderPage } from '@/test/render-page'
import ChildDocuments from './child-documents'
import { childId, document, director, template, upload } from '../pages/test-data'

// The documents tab of a child's page (spec 000 §3 statuses and availabilities): an Available
// document is sent or deleted, a family's Received upload validated or refused with a reason; a
// Sent or decided one has no action; observers read only.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const slow = { timeout: 15_000 }
let calls: Array<{ method: string; url: string; body: unknown }>

const available = document()
const sent = document({
  id: '0190a000-0000-7000-8000-0000000000e3',
  name: 'Enrolment confirmation',
  status: 'Sent',
  sentAt: '2026-10-03T09:00:00.000Z',
})
const received = upload()

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url, body })
      if (url.startsWith('/api/v1/manager/templates'))
        return Response.json({
          items: [template(), template({ id: 't9', name: 'Certificate', mode: 'InputOnly' })],
        })
      if (url.endsWith('/refuse'))
        return Response.json({ ...received, status: 'RefusedOrCancelled', refusalReason: 'Not signed' })
      if (method === 'POST' && url.endsWith('/documents'))
        return Response.json(document({ id: 'new' }), { status: 201 })
      return Response.json({ items: [available, received, sent], nextCursor: null })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function rowOf(table: HTMLElement, name: string): HTMLElement {
  const row = within(table).getByText(name).closest('tr')
  if (!row) throw new Error(`no row for ${name}`)
  return row
}

describe("a child's documents tab", { timeout: 60_000 }, () => {
  it('offers send only for Available, validate and refuse only for Received', async () => {
    renderPage(<ChildDocuments childId={childId} />, { me: director() })
    const table = await screen.findByRole('table', { name: 'Documents' }, slow)
    expect(calls[0]?.url).toBe(`/api/v1/manager/children/${childId}/documents`)

    const first = rowOf(table, 'Welcome letter')
    expect(within(first).getByText('Available')).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Send Welcome letter to the family' })).toBeTruthy()
    expect(within(first).getByRole('button', { name: 'Delete Welcome letter' })).toBeTruthy()
    expect(within(first).queryByRole('button', { name: /Validate/ })).toBeNull()
    expect(
      within(first).getByRole('link', { name: 'Download the PDF of Welcome letter' }).getAttribute('href'),
    ).toBe(`/api/v1/manager/documents/${available.id}/pdf`)

    const second = rowOf(table, 'Medical certificate')
    expect(within(second).getByText('Received')).toBeTruthy()
    expect(within(second).getByRole('button', { name: 'Download certificate.pdf' })).toBeTruthy()
    expect(within(second).queryByRole('button', { name: /^Send/ })).toBeNull()
    expect(within(second).getByRole('button', { name: 'Validate Medical certificate' })).toBeTruthy()

    const third = rowOf(table, 'Enrolment confirmation')
    expect(within(third).getByText('Sent')).toBeTruthy()
    expect(within(third).queryAllByRole('button')).toHaveLength(0)

    fireEvent.click(within(first).getByRole('button', { name: 'Send Welcome letter to the family' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/documents/${available.id}/send`,
        body: undefined,
      }),
    )
  })

  it('refuses an upload with its reason', async () => {
    renderPage(<ChildDocuments childId={childId} />, { me: director() })
    const table = await screen.findByRole('table', { name: 'Documents' }, slow)
    fireEvent.click(
      within(rowOf(table, 'Medical certificate')).getByRole('button', { name: 'Refuse Medical certificate' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Refuse “Medical certificate”' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }))
    expect(within(dialog).getByText('Say why the document is refused.')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Not signed ' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/documents/${received.id}/refuse`,
        body: { reason: 'Not signed' },
      }),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Document refused'))
  })

  it('generates from an output template only', async () => {
    renderPage(<ChildDocuments childId={childId} />, { me: director() })
    fireEvent.click(await screen.findByRole('button', { name: 'Generate a document' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Generate a document' })
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Template' }))
    expect(screen.queryByRole('option', { name: 'Certificate' })).toBeNull()
    fireEvent.click(await screen.findByRole('option', { name: 'Welcome letter' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/children/${childId}/documents`,
        body: { templateId: template().id },
      }),
    )
  })

  it('shows no action to an observer', async () => {
    renderPage(<ChildDocuments childId={childId} />, { me: director({ observer: true }) })
    const table = await screen.findByRole('table', { name: 'Documents' }, slow)
    expect(within(table).getByText('Welcome letter')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Generate a document' })).toBeNull()
    expect(within(table).queryByRole('button', { name: /Send|Validate|Refuse/ })).toBeNull()
  })
})
