// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { GuardianDocuments } from '@nido/domain/contracts/manager-documents'
import '@/i18n/index'
import { renderPage } from '@/test/render-page'
import GuardianDocumentsPage from './guardian-documents-page'
import { certificate, childId, document, holder, template, upload } from './test-data'

// /manager/guardian/documents (spec 000 §2, §3): the family reads what the nursery sent, each
// paper asked of them with its instructions and the status of their latest upload (a refusal
// with its reason), uploads a file (media kind input-document) and withdraws one not decided.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))
const uploads = vi.hoisted(() => ({ kinds: [] as string[] }))
vi.mock('@/ui/upload/upload', () => ({
  uploadFile: (file: File, options: { kind: string; onProgress?: (f: number) => void }) => {
    uploads.kinds.push(options.kind)
    options.onProgress?.(0.5)
    return Promise.resolve({
      id: '0190a000-0000-7000-8000-0000000000f9',
      fileName: file.name,
      type: 'DOCUMENT',
    })
  },
}))

const slow = { timeout: 15_000 }
let calls: Array<{ method: string; url: string; body: unknown }>

const photoConsent = template({
  id: '0190a000-0000-7000-8000-0000000000t3',
  name: 'Photo consent',
  mode: 'OutputWithTemplate',
  instructions: 'Sign the form we sent you and send it back.',
})
const pending = upload({
  id: '0190a000-0000-7000-8000-0000000000e5',
  template: { id: photoConsent.id, name: photoConsent.name, mode: 'OutputWithTemplate' },
  name: 'Photo consent',
})

const answer: GuardianDocuments = {
  sent: [document({ status: 'Sent', sentAt: '2026-10-03T09:00:00.000Z' })],
  requests: [
    {
      template: {
        id: certificate.id,
        name: certificate.name,
        mode: 'InputOnly',
        instructions: certificate.instructions,
      },
      uploads: [
        upload({ status: 'RefusedOrCancelled', refusalReason: 'The certificate is not signed.' }),
        upload({ id: '0190a000-0000-7000-8000-0000000000e4', status: 'RefusedOrCancelled' }),
      ],
      form: null,
    },
    {
      template: {
        id: photoConsent.id,
        name: photoConsent.name,
        mode: 'OutputWithTemplate',
        instructions: photoConsent.instructions,
      },
      uploads: [pending],
      form: document({
        id: '0190a000-0000-7000-8000-0000000000e6',
        name: 'Photo consent',
        status: 'Sent',
        sentAt: '2026-10-01T09:00:00.000Z',
      }),
    },
    {
      template: { id: 't4', name: 'Proof of address', mode: 'InputOnly', instructions: null },
      uploads: [],
      form: null,
    },
  ],
}

beforeEach(() => {
  calls = []
  uploads.kinds = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url, body })
      if (url.endsWith('/cancel')) return Response.json({ ...pending, status: 'RefusedOrCancelled' })
      if (method === 'POST') return Response.json(upload({ id: 'new' }), { status: 201 })
      return Response.json(answer)
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const card = (name: string) => screen.getByRole('article', { name })

describe('the guardian documents page', { timeout: 60_000 }, () => {
  it("shows the requests, their instructions and the latest upload's status", async () => {
    renderPage(<GuardianDocumentsPage />, { me: holder() })
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' }, slow)).toBeTruthy()
    await screen.findByRole('heading', { name: 'Documents to provide' }, slow)
    expect(calls[0]?.url).toBe(`/api/v1/manager/guardian/children/${childId}/documents`)

    const refused = card('Medical certificate')
    expect(within(refused).getByText('A certificate from your doctor, dated this year.')).toBeTruthy()
    expect(within(refused).getAllByText('Refused or withdrawn').length).toBeGreaterThan(0)
    expect(within(refused).getByText('Refused by the nursery: The certificate is not signed.')).toBeTruthy()
    expect(within(refused).getByRole('list', { name: 'Earlier files' })).toBeTruthy()
    expect(
      within(refused).getByRole('button', { name: 'Choose a file for Medical certificate' }),
    ).toBeTruthy()

    const received = card('Photo consent')
    expect(within(received).getByText('Received')).toBeTruthy()
    expect(within(received).getByRole('button', { name: 'Withdraw' })).toBeTruthy()
    expect(within(received).queryByRole('button', { name: /Choose a file/ })).toBeNull()
    // The form to sign comes with its request.
    expect(
      within(received)
        .getByRole('link', { name: 'Download the form to fill in: Photo consent (PDF)' })
        .getAttribute('href'),
    ).toBe(`/api/v1/manager/guardian/children/${childId}/documents/0190a000-0000-7000-8000-0000000000e6/pdf`)

    expect(within(card('Proof of address')).getByText('Not provided yet')).toBeTruthy()

    const sent = screen.getByRole('list', { name: 'Documents from the nursery' })
    expect(
      within(sent).getByRole('link', { name: 'Download the PDF of Welcome letter' }).getAttribute('href'),
    ).toBe(`/api/v1/manager/guardian/children/${childId}/documents/${answer.sent[0]!.id}/pdf`)
  })

  it('uploads a file as an input document and hands it in', async () => {
    renderPage(<GuardianDocumentsPage />, { me: holder() })
    await screen.findByRole('heading', { name: 'Documents to provide' }, slow)
    const refused = card('Medical certificate')
    const file = new File(['%PDF-1.4'], 'new-certificate.pdf', { type: 'application/pdf' })
    fireEvent.change(within(refused).getByLabelText('Choose a file for Medical certificate'), {
      target: { files: [file] },
    })
    const handIn = await within(refused).findByRole('button', { name: 'Send to the nursery' })
    await waitFor(() => expect(handIn.hasAttribute('disabled')).toBe(false))
    expect(uploads.kinds).toEqual(['input-document'])
    fireEvent.click(handIn)
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/guardian/children/${childId}/documents`,
        body: { templateId: certificate.id, mediaId: '0190a000-0000-7000-8000-0000000000f9' },
      }),
    )
  })

  it('withdraws an upload after a confirmation', async () => {
    renderPage(<GuardianDocumentsPage />, { me: holder() })
    await screen.findByRole('heading', { name: 'Documents to provide' }, slow)
    fireEvent.click(within(card('Photo consent')).getByRole('button', { name: 'Withdraw' }))
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this document?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/guardian/children/${childId}/documents/${pending.id}/cancel`,
        body: undefined,
      }),
    )
  })
})
