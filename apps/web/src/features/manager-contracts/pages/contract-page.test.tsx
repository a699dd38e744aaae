// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { ManagerContract } from '@nido/domain/contracts/manager-contracts'
import '@/i18n/index'
import { meQuery } from '@/session/session'
import ChildContracts from '../components/child-contracts'
import ContractPage from './contract-page'
import { childId, contract, contractId, decision, director, summary } from './test-data'

// /manager/admin/children/{id}/contracts/{contractid} (docs/manager-contracts.md): the price
// explained in words, the missing data named, the sending asked for, and the child's list.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

/** The first render loads the feature's texts: slow on a busy machine. */
const slow = { timeout: 15_000 }

let calls: Array<{ method: string; url: string }>
let current: ManagerContract

beforeEach(() => {
  calls = []
  current = contract()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url })
      if (url.includes('/pricing-decisions')) return Response.json({ items: [decision], nextCursor: null })
      if (url.endsWith('/send')) {
        current = contract({
          documentStatus: 'AwaitingSignature',
          sentAt: '2026-08-21T09:00:00.000Z',
          pdfSha256: 'ab'.repeat(32),
          canEdit: false,
        })
        return Response.json(current)
      }
      if (url.includes(`/children/${childId}/contracts`))
        return Response.json({ items: [summary(current)], nextCursor: null })
      return Response.json(current)
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function show(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(meQuery.queryKey, director())
  const router = createMemoryRouter(
    [
      {
        path: '/manager/admin/children/:childId/contracts',
        element: <ChildContracts childId={childId} />,
      },
      { path: '/manager/admin/children/:childId/contracts/:contractId', element: <ContractPage /> },
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

const page = `/manager/admin/children/${childId}/contracts/${contractId}`

describe('the contract page', { timeout: 60_000 }, () => {
  it('words each priced line and shows the first months until asked for all', async () => {
    show(page)
    expect(await screen.findByRole('heading', { level: 1, name: 'Oliver Clarke' }, slow)).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Priced lines' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(1 + 3)
    expect(rows[1]!.textContent).toMatch(/141\sh × €2\.17 = €305\.97; €2\.17 = €3,500\.00 × 0\.0619%/)
    expect(rows[1]!.textContent).toContain('effort rate for 2 children in charge')
    fireEvent.click(screen.getByRole('button', { name: 'Show all months (6)' }))
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6)
    // The pricing history words what changed.
    expect(await screen.findByText(/What changed: resources, rate tables/, {}, slow)).toBeTruthy()
    expect(screen.getByText('Draft')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      `/api/v1/manager/contracts/${contractId}/pdf`,
    )
  })

  it('names the missing data and links to where resources are entered', async () => {
    current = contract({
      pricing: null,
      monthlyCents: null,
      missing: ['household.monthlyResourcesCents', 'household.childrenInCharge', 'contract.weeks'],
    })
    show(page)
    expect(await screen.findByText('household resources (monthly)', {}, slow)).toBeTruthy()
    expect(screen.getByText('children in charge')).toBeTruthy()
    expect(screen.getByText('weekly presences')).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'Enter the household resources on the guardians page' })
        .getAttribute('href'),
    ).toBe('/manager/admin/guardians')
    expect(screen.queryByRole('table', { name: 'Priced lines' })).toBeNull()
  })

  it('asks before sending for signature, then sends and shows the PDF fingerprint', async () => {
    show(page)
    fireEvent.click(await screen.findByRole('button', { name: 'Send for signature' }, slow))
    const ask = await screen.findByRole('dialog', { name: 'Send the contract for signature?' })
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
    fireEvent.click(within(ask).getByRole('button', { name: 'Send for signature' }))
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', url: `/api/v1/manager/contracts/${contractId}/send` }),
    )
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The contract was sent for signature.'))
    expect(await screen.findByText('ab'.repeat(32))).toBeTruthy()
    expect(screen.getByText('Awaiting signature')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it("lists the child's contracts with New contract for a director", async () => {
    show(`/manager/admin/children/${childId}/contracts`)
    const table = await screen.findByRole('table', { name: 'Contracts' }, slow)
    expect(within(table).getByRole('link', { name: 'Regular contract' }).getAttribute('href')).toBe(page)
    expect(within(table).getByText('PSU (effort rate)')).toBeTruthy()
    expect(within(table).getByText('€305.97')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New contract' })).toBeTruthy()
  })
})
