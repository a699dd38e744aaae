// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AdminFlag } from '@nido/domain/contracts/features'
import '@/i18n/index'
import { FlagOptionsDialog } from './flag-options-dialog'

// The options editor of /admin/features (docs/administration-settings.md): its fields come from
// the key's schema, what is left unset is not sent, and an invalid value never reaches the server.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

const schoolId = '0190a000-0000-7000-8000-0000000000a1'
const advisor: AdminFlag = {
  key: 'advisor',
  own: { state: 'ACTIVE', options: { allowPhonecallSurvey: false }, updatedAt: '2026-11-18T09:30:00.000Z' },
  inherited: { state: 'DISABLED', options: {} },
  effective: { state: 'ACTIVE', options: { allowPhonecallSurvey: false } },
}

let calls: Array<{ method: string; url: string; body: unknown }>

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, url, body })
      return new Response(JSON.stringify(advisor), { status: 200 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

function open() {
  const onClose = vi.fn()
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={client}>
      <FlagOptionsDialog userId="u1" schoolId={schoolId} flag={advisor} onClose={onClose} />
    </QueryClientProvider>,
  )
  return onClose
}

describe('FlagOptionsDialog (spec 000 §9 feature options)', { timeout: 20_000 }, () => {
  it('says what each option does under its name', async () => {
    open()
    const dialog = await screen.findByRole('dialog', { name: 'Options of advisor' })
    const everyone = within(dialog).getByLabelText('reviewPromptForEveryone')
    const help = document.getElementById(everyone.getAttribute('aria-describedby') ?? '')
    expect(help?.textContent).toContain('Review platforms forbid inviting only satisfied families.')
  })

  it('refuses an out-of-range rating without calling the server', async () => {
    open()
    const dialog = await screen.findByRole('dialog', { name: 'Options of advisor' })
    fireEvent.change(within(dialog).getByLabelText('minEboostRating'), { target: { value: '9' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('minEboostRating').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(calls).toEqual([])
  })

  it('sends the set options with the flag state, leaving unset ones out', async () => {
    const onClose = open()
    const dialog = await screen.findByRole('dialog', { name: 'Options of advisor' })
    fireEvent.change(within(dialog).getByLabelText('minEboostRating'), { target: { value: '4.5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls).toEqual([
      {
        method: 'PUT',
        url: `/api/v1/features/flags/advisor?schoolId=${schoolId}`,
        body: { state: 'ACTIVE', options: { allowPhonecallSurvey: false, minEboostRating: 4.5 } },
      },
    ])
  })
})
