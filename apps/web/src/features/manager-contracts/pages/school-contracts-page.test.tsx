// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import '@/i18n/index'
import { renderPage } from '@/test/render-page'
import SchoolContractsPage from './school-contracts-page'
import { contract, director, summary } from './test-data'

// /manager/admin/contracts (docs/manager-contracts.md "Pages"): the school's contracts by child,
// each opening under its child's file, filtered by document status on the server.

let urls: string[]
beforeEach(() => {
  urls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url)
      const awaiting = url.includes('documentStatus=AwaitingSignature')
      return Response.json({
        items: [summary(contract(awaiting ? { documentStatus: 'AwaitingSignature' } : {}))],
        nextCursor: null,
      })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("the school's contracts page", { timeout: 20_000 }, () => {
  it('lists each contract under its child and filters by document status', async () => {
    renderPage(<SchoolContractsPage />, { me: director() })
    const table = await screen.findByRole('table', { name: 'Contracts of the school' })
    const first = contract()
    const link = within(table).getByRole('link', {
      name: `${first.child.firstname} ${first.child.lastname}`,
    })
    expect(link.getAttribute('href')).toBe(`/manager/admin/children/${first.child.id}/contracts/${first.id}`)
    expect(urls).toEqual(['/api/v1/manager/contracts'])

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Document' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Awaiting signature' }))
    await waitFor(() =>
      expect(urls.at(-1)).toBe('/api/v1/manager/contracts?documentStatus=AwaitingSignature'),
    )
    const filtered = await screen.findByRole('table', { name: 'Contracts of the school' })
    expect(within(filtered).getByText('Awaiting signature')).toBeTruthy()
  })
})
