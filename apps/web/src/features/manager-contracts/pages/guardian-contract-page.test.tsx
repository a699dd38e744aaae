// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ManagerContract } from '@nido/domain/contracts/manager-contracts'
import '@/i18n/index'
import { meQuery } from '@/session/session'
import GuardianContractPage from './guardian-contract-page'
import { childId, contract, contractId, holder, summary } from './test-data'

// /manager/guardian/contract (docs/manager-contracts.md): the holder signs a contract sent for
// signature only once they typed their name and ticked their consent; the API's refusal is worded.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const slow = { timeout: 15_000 }
const hash = 'cd'.repeat(32)

let calls: Array<{ method: string; url: string; body: unknown }>
let current: ManagerContract
let refuse: boolean

beforeEach(() => {
  calls = []
  refuse = false
  current = contract({
    documentStatus: 'AwaitingSignature',
    sentAt: '2026-08-21T09:00:00.000Z',
    pdfSha256: hash,
    canEdit: false,
  })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url, body })
      if (url.endsWith('/sign')) {
        if (refuse) return Response.json({ errorCode: 'NOT_FOUND', message: 'Not found' }, { status: 404 })
        current = contract({
          ...current,
          documentStatus: 'Signed',
          status: 'Active',
          signature: {
            name: 'James Clarke',
            signedBy: { id: 'u2', firstname: 'James', lastname: 'Clarke' },
            signedAt: '2026-08-22T18:30:00.000Z',
            address: '203.0.113.7',
            pdfSha256: hash,
          },
        })
        return Response.json(current)
      }
      if (url.endsWith('/accept-estimate')) {
        current = contract({ ...current, estimateStatus: 'accepted' })
        return Response.json(current)
      }
      if (url.endsWith('/contracts')) return Response.json({ items: [summary(current)], nextCursor: null })
      return Response.json(current)
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function show() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(meQuery.queryKey, holder())
  const router = createMemoryRouter(
    [{ path: '/manager/guardian/contract', element: <GuardianContractPage /> }],
    {
      initialEntries: ['/manager/guardian/contract'],
    },
  )
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('the guardian contract page', { timeout: 60_000 }, () => {
  it('signs only with a name and the consent, posting both', async () => {
    show()
    expect(await screen.findByRole('heading', { level: 1, name: 'Contract' }, slow)).toBeTruthy()
    const sign = await screen.findByRole('button', { name: 'Sign' }, slow)
    expect(screen.getAllByText(/141\sh × €2\.17 = €305\.97/, { selector: 'td' })).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Read the contract (PDF)' }).getAttribute('href')).toBe(
      `/api/v1/manager/guardian/children/${childId}/contracts/${contractId}/pdf`,
    )
    expect(sign.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByRole('textbox', { name: 'Type your full name' }), {
      target: { value: '  James Clarke ' },
    })
    expect(sign.hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this contract and I agree to it' }))
    expect(sign.hasAttribute('disabled')).toBe(false)
    fireEvent.click(sign)
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/guardian/children/${childId}/contracts/${contractId}/sign`,
        body: { name: 'James Clarke', consent: true },
      }),
    )
    expect(await screen.findByText('203.0.113.7', {}, slow)).toBeTruthy()
    expect(screen.getByText('Signed')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
  })

  it("shows the API's refusal in words", async () => {
    refuse = true
    show()
    fireEvent.change(await screen.findByRole('textbox', { name: 'Type your full name' }, slow), {
      target: { value: 'James Clarke' },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read this contract and I agree to it' }))
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect(await screen.findByRole('alert', {}, slow)).toBeTruthy()
  })

  it('accepts a submitted estimate', async () => {
    current = contract({ estimateStatus: 'submitted', canEdit: false })
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the estimate' }, slow))
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: `/api/v1/manager/guardian/children/${childId}/contracts/${contractId}/accept-estimate`,
        body: undefined,
      }),
    )
    expect(await screen.findByText('Estimate accepted', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Accept the estimate' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
  })
})
