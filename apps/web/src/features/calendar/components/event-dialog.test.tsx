// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { CalendarEvent } from '@nido/domain/contracts/calendar'
import '@/i18n/index'
import { EventDialog } from './event-dialog'

// The model form of docs/forms.md: the contract's rules as the resolver, translated field errors,
// the server's field errors on their fields, and the unsaved-changes question (STYLE habit 13).

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const event: CalendarEvent = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  schoolId: '0190a000-0000-7000-8000-0000000000a1',
  title: 'Picnic',
  description: '',
  startsAt: '2026-06-12T08:00:00.000Z',
  endsAt: '2026-06-12T09:00:00.000Z',
  allDay: false,
  colour: 'blue',
  alert: false,
  alertNumber: 0,
  alertUnit: 'minutes',
  sharing: { sectionIds: [], schoolIds: ['0190a000-0000-7000-8000-0000000000a1'], childIds: [] },
  recurrence: { frequency: 'none', until: null, exceptions: [] },
  timezone: 'Europe/Paris',
} as unknown as CalendarEvent

type Reply = { status: number; body: unknown }
let replies: Record<string, Reply>
let calls: Array<{ method: string; url: string }>

beforeEach(() => {
  calls = []
  replies = {}
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url })
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

function open(edited: CalendarEvent | null) {
  const onClose = vi.fn()
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <EventDialog userId="u1" event={edited} day="2026-06-12" defaultZone="Europe/Paris" onClose={onClose} />
    </QueryClientProvider>,
  )
  return onClose
}

// A dialog in jsdom takes seconds on a busy machine: more than Vitest's 5 s default.
describe('EventDialog (spec 001 §4; docs/forms.md)', { timeout: 20_000 }, () => {
  it('shows the field errors of bad input and stays on the first step', async () => {
    open(null)
    const dialog = await screen.findByRole('dialog', { name: 'New event' })
    fireEvent.change(within(dialog).getByLabelText('End'), { target: { value: '2026-06-12T09:00' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await within(dialog).findByText('Required')).toBeTruthy()
    expect(within(dialog).getByText('The end comes before the start')).toBeTruthy()
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toBeTruthy()
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([])
  })

  it('puts the server’s field error on its field, back on the first step, without a toast', async () => {
    replies[`PUT /api/v1/calendar/events/${event.id}`] = {
      status: 400,
      body: {
        errorCode: 'VALIDATION_ERROR',
        message: 'Invalid',
        details: [{ path: 'body.title', message: 'Too big: expected string to have <=200 characters' }],
      },
    }
    open(event)
    const dialog = await screen.findByRole('dialog', { name: 'Edit the event' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy()
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Picnic')
    expect(toast.apiError).not.toHaveBeenCalled()
  })

  it('toasts a failure whose details name no field', async () => {
    replies[`PUT /api/v1/calendar/events/${event.id}`] = {
      status: 409,
      body: { errorCode: 'CONFLICT', message: 'Conflict' },
    }
    open(event)
    const dialog = await screen.findByRole('dialog', { name: 'Edit the event' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.apiError).toHaveBeenCalled())
  })

  it('asks before dropping unsaved changes; closes at once when nothing changed', async () => {
    const untouched = open(event)
    let dialog = await screen.findByRole('dialog', { name: 'Edit the event' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(untouched).toHaveBeenCalledTimes(1)
    cleanup()

    const onClose = open(event)
    dialog = await screen.findByRole('dialog', { name: 'Edit the event' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), { target: { value: 'Picnic!' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull())
    expect(onClose).not.toHaveBeenCalled()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    )
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
