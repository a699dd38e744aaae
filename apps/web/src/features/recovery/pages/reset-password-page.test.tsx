// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/i18n/index'
import ResetPasswordPage from './reset-password-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// Spec 000 §7 password reset: the page checks the same minimum length as the contract before it
// sends anything, then sends the link's token with the new password.
function renderPage(search: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/password/reset${search}`]}>
        <ResetPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** By the start of the label: MUI adds a " *" to required fields' labels. */
const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' }), {
    target: { value },
  })

describe('reset password page', () => {
  it('says a link without a token is incomplete', async () => {
    renderPage('')
    expect(await screen.findByText('This link is incomplete. Please ask for a new one.')).toBeTruthy()
  })

  it('refuses a short or repeated-wrong password without calling the server, then sends the token', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    renderPage('?token=abcdefghijklmnopqrstuvwxyz')
    fill('New password', 'short')
    fill('Repeat the new password', 'short')
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect(await screen.findByText('The password needs at least 8 characters.')).toBeTruthy()
    fill('New password', 'long enough one')
    fill('Repeat the new password', 'long enough two')
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()

    fill('Repeat the new password', 'long enough one')
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    expect(await screen.findByRole('status')).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v1/auth/password/reset')
    expect(JSON.parse(init.body as string)).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz',
      password: 'long enough one',
    })
  })
})
