// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import '@/i18n/index'
import { meQuery } from '@/session/session'
import ContractEditPage from './contract-edit-page'
import { childId, contract, contractId, director } from './test-data'

// The new-contract form (docs/manager-contracts.md): amounts typed in euros are sent in integer
// cents, the ticked weekdays as the week's presences, holiday weeks as dates; the contract's own
// checks (end after start) show on their field before anything is sent.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const slow = { timeout: 15_000 }

let calls: Array<{ method: string; url: string; body: unknown }>
const semiDaily = contract({
  tarificationType: 'semi-daily',
  baseCostCents: 1250,
  afternoonCostCents: 900,
  holidayWeeks: ['2026-12-21'],
  serviceOption: { id: '0190a000-0000-7000-8000-0000000000e1', name: 'Meals' },
})

const option = (id: string, name: string, category: 'food' | null) => ({
  id,
  name,
  pricingUnit: 'hourly',
  unitPriceCents: 350,
  priceUnit: 'hour',
  priceUnitLabel: '',
  category,
  active: true,
  currency: 'EUR',
  archivedAt: null,
})
const fullTime = option('0190a000-0000-7000-8000-0000000000e2', 'Full time', null)
const meals = option('0190a000-0000-7000-8000-0000000000e3', 'Meals', 'food')

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined })
      if (method === 'GET' && url.startsWith('/api/v1/manager/service-options'))
        return Response.json({ items: [fullTime, meals], nextCursor: null })
      if (method === 'GET') return Response.json(semiDaily)
      return Response.json(contract({ tarificationType: 'hourly', baseCostCents: 350 }), {
        status: method === 'POST' ? 201 : 200,
      })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function show(path = `/manager/admin/children/${childId}/contracts/new`) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  client.setQueryData(meQuery.queryKey, director())
  const router = createMemoryRouter(
    [
      { path: '/manager/admin/children/:childId/contracts/new', element: <ContractEditPage /> },
      { path: '/manager/admin/children/:childId/contracts/:contractId/edit', element: <ContractEditPage /> },
      { path: '/manager/admin/children/:childId/contracts/:contractId', element: <h1>Contract page</h1> },
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

describe('the new contract form', { timeout: 60_000 }, () => {
  it('posts amounts in cents, the ticked weekdays and the holiday weeks', async () => {
    const router = show()
    expect(await screen.findByRole('heading', { level: 1, name: 'New contract' }, slow)).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tarification' }))
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hourly price' }))
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-09-01' } })
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2026-08-01' } })
    fireEvent.change(await screen.findByRole('textbox', { name: 'Price per hour' }), {
      target: { value: '3,50' },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Present on Wednesday' }))
    fireEvent.change(screen.getByLabelText('Departure on Friday'), { target: { value: '12:00' } })
    // Tuesday is split: the morning ends at noon by itself, the afternoon is typed.
    fireEvent.click(screen.getByRole('checkbox', { name: 'A second slot on Tuesday' }))
    expect(screen.getByLabelText<HTMLInputElement>('Departure on Tuesday').value).toBe('12:00')
    fireEvent.change(screen.getByLabelText('Second arrival on Tuesday'), { target: { value: '14:00' } })
    // The catalogue's childcare options only: the meals are an extra.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Childcare option' }))
    const listbox = within((await screen.findAllByRole('listbox')).at(-1)!)
    const fullTimeOption = await listbox.findByRole('option', { name: /Full time/ }, slow)
    expect(listbox.queryByRole('option', { name: /Meals/ })).toBeNull()
    fireEvent.click(fullTimeOption)
    fireEvent.click(screen.getByRole('button', { name: 'Add a holiday week' }))
    fireEvent.change(screen.getByLabelText('A day of the holiday week 1'), {
      target: { value: '2026-12-23' },
    })

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The end date must be on or after the start date.', {}, slow)).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2027-07-31' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true), slow)
    const slot = (weekday: number, end = '17:30') => ({ weekday, start: '08:30', end })
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/v1/manager/children/${childId}/contracts`,
      body: {
        type: 'RegularContract',
        schedule: 'Regular',
        tarificationType: 'hourly',
        serviceOptionId: fullTime.id,
        startDate: '2026-09-01',
        endDate: '2027-07-31',
        adaptationEndDate: null,
        weeks: [
          [
            slot(1),
            slot(2, '12:00'),
            { weekday: 2, start: '14:00', end: '17:30' },
            slot(4),
            slot(5, '12:00'),
          ],
        ],
        holidayWeeks: ['2026-12-23'],
        baseCostCents: 350,
        afternoonCostCents: null,
        note: null,
      },
    })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/manager/admin/children/${childId}/contracts/${contractId}`,
      ),
    )
  })

  it('shows two slots of a day that overlap on the second one', async () => {
    show()
    expect(await screen.findByRole('heading', { level: 1, name: 'New contract' }, slow)).toBeTruthy()
    fireEvent.change(screen.getByLabelText(/Start date/), { target: { value: '2026-09-01' } })
    fireEvent.change(screen.getByLabelText(/End date/), { target: { value: '2027-07-31' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'A second slot on Monday' }))
    fireEvent.change(screen.getByLabelText('Second arrival on Monday'), { target: { value: '11:00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('This slot overlaps another one the same day.', {}, slow)).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('edits a contract prefilled, keeping what the form does not show', async () => {
    show(`/manager/admin/children/${childId}/contracts/${contractId}/edit`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the contract' }, slow)).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Morning price' }).value).toBe('12.50')
    fireEvent.change(screen.getByRole('textbox', { name: 'Afternoon price' }), { target: { value: '10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true), slow)
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/v1/manager/contracts/${contractId}`,
      body: {
        tarificationType: 'semi-daily',
        serviceOptionId: '0190a000-0000-7000-8000-0000000000e1',
        baseCostCents: 1250,
        afternoonCostCents: 1000,
        holidayWeeks: ['2026-12-21'],
        weeks: [[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:30', end: '17:30' }))],
      },
    })
  })
})
