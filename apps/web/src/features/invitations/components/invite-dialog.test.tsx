// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { InvitationChild } from '@nido/domain/contracts/invitations'
import '@/i18n/index'
import InviteDialog from './invite-dialog'

// Spec 001 §2 "Invite dialog", §5 "Invitation dialog", §6 (pros: SMS and the
// sent list; guardians: the GDPR block), §8 toasts and "load failure closes the dialog", §9 'sent
// since' under 7 days.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const childId = '0190a000-0000-7000-8000-0000000000c1'
const now = new Date()
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000).toISOString()

const answer = (invitations: InvitationChild['invitations'] = []): InvitationChild => ({
  child: { id: childId, firstname: 'Léa', lastname: 'Martin' },
  invitations,
})

type Reply = { status: number; body: unknown }
let replies: Record<string, Reply>
let calls: Array<{ method: string; url: string; body: unknown }>

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      calls.push({ method, url, body: init.body ? JSON.parse(init.body as string) : undefined })
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

function open(pro: boolean, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <InviteDialog userId="u1" childId={childId} pro={pro} onClose={onClose} />
    </QueryClientProvider>,
  )
  return onClose
}

const sent = (id: string, detail: string, kind: 'email' | 'sms', updatedAt: string) => ({
  invitation: { id, detail, kind, updatedAt },
})

// Each journey renders the dialog and types through two forms in jsdom: above Vitest's 5 s on a
// busy machine, so this file allows more.
describe('InviteDialog (spec 001 §2, §5, §6, §8, §9)', { timeout: 20_000 }, () => {
  it('a guardian: e-mail form, download link and the GDPR block; no SMS form, no list', async () => {
    replies = {
      [`GET /api/v1/invitations/children/${childId}`]: { status: 200, body: answer() },
      [`PATCH /api/v1/invitations/children/${childId}/email`]: {
        status: 200,
        body: sent('i1', 'grand.pa@example.test', 'email', now.toISOString()),
      },
    }
    open(false)
    const dialog = await screen.findByRole('dialog', { name: 'Invite a relative of Léa' })
    expect(within(dialog).getByRole('heading', { name: 'Data protection' })).toBeTruthy()
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3)
    expect(within(dialog).getByRole('button', { name: 'Download the invitation (PDF)' })).toBeTruthy()
    expect(within(dialog).queryByLabelText('Mobile phone number')).toBeNull()
    expect(within(dialog).queryByRole('heading', { name: 'Invitations sent' })).toBeNull()

    // §5: more than 2 characters after trimming before sending.
    const send = within(dialog).getByRole('button', { name: 'Send by e-mail' })
    const email = within(dialog).getByLabelText('E-mail address')
    fireEvent.change(email, { target: { value: '  ab ' } })
    expect(send).toHaveProperty('disabled', true)
    fireEvent.change(email, { target: { value: 'not-an-address' } })
    fireEvent.click(send)
    expect(await within(dialog).findByText('This is not a valid e-mail address.')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([])

    fireEvent.change(email, { target: { value: ' grand.pa@example.test ' } })
    fireEvent.click(send)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The invitation was sent to grand.pa@example.test.'),
    )
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ email: 'grand.pa@example.test' })
  })

  it('a pro: the SMS form (default FR) and the sent list, newest first, with resend buttons', async () => {
    replies = {
      [`GET /api/v1/invitations/children/${childId}`]: {
        status: 200,
        body: answer([
          { id: 'i2', detail: '+33612345678', kind: 'sms', updatedAt: daysAgo(2) },
          { id: 'i1', detail: 'old@example.test', kind: 'email', updatedAt: '2026-01-05T10:00:00Z' },
        ]),
      },
      [`PATCH /api/v1/invitations/children/${childId}/sms`]: {
        status: 200,
        body: sent('i3', '+33698765432', 'sms', now.toISOString()),
      },
      [`POST /api/v1/invitations/i1/resend`]: {
        status: 403,
        body: { errorCode: 'TOO_MANY_INVITATIONS', message: 'Too many' },
      },
    }
    open(true)
    const dialog = await screen.findByRole('dialog', { name: 'Invite a relative of Léa' })
    expect(within(dialog).queryByRole('heading', { name: 'Data protection' })).toBeNull()
    const list = within(dialog).getByRole('list', { name: 'Invitations sent' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^\+33 6 12 34 56 78Last sent 2 days ago/),
      expect.stringMatching(/^old@example\.testLast sent on /),
    ])

    expect(within(dialog).getByLabelText<HTMLSelectElement>('Country code').value).toBe('FR')
    const sendSms = within(dialog).getByRole('button', { name: 'Send by SMS' })
    const phone = within(dialog).getByLabelText('Mobile phone number')
    expect(sendSms).toHaveProperty('disabled', true)
    fireEvent.change(phone, { target: { value: '06 12' } })
    expect(
      await within(dialog).findByText('This phone number is not valid for the chosen country.'),
    ).toBeTruthy()
    expect(sendSms).toHaveProperty('disabled', true)
    fireEvent.change(phone, { target: { value: '06 98 76 54 32' } })
    expect(sendSms).toHaveProperty('disabled', false)
    fireEvent.click(sendSms)
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The invitation was sent by SMS to +33 6 98 76 54 32.'),
    )
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      phoneNumber: '06 98 76 54 32',
      countryCode: 'FR',
    })

    // §8 "Invitation resend: FORBIDDEN maps to the too-many-invitations error".
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend the invitation to old@example.test' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'You have sent too many invitations for this child today. Please try again tomorrow.',
      ),
    )
  })

  it('closes with a dataLoadError toast when the child cannot be loaded (§8)', async () => {
    replies = {}
    const onClose = open(false)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(toast.error).toHaveBeenCalledWith('The child’s information could not be loaded.')
  })

  it('tells an e-mail failure with the emailError toast (§8)', async () => {
    replies = {
      [`GET /api/v1/invitations/children/${childId}`]: { status: 200, body: answer() },
      [`PATCH /api/v1/invitations/children/${childId}/email`]: {
        status: 500,
        body: { errorCode: 'INTERNAL_ERROR', message: '' },
      },
    }
    open(false)
    const dialog = await screen.findByRole('dialog', { name: 'Invite a relative of Léa' })
    fireEvent.change(within(dialog).getByLabelText('E-mail address'), {
      target: { value: 'a.b@example.test' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The invitation could not be sent by e-mail.'),
    )
  })
})
