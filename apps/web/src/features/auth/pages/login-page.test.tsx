// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { leadingZeroBits, proofOfWorkInput } from '@nido/domain/rules/proof-of-work'
import '@/i18n/index'
import LoginPage from './login-page'

// docs/security.md "Rate limits and throttling": when the server asks for a proof-of-work, the
// sign-in page solves it with WebCrypto and sends the same sign-in again with the proof.

let logins: Array<Record<string, unknown>>

beforeEach(() => {
  logins = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/v1/auth/login') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>
        logins.push(body)
        const reply = body.proofOfWork
          ? { errorCode: 'INVALID_CREDENTIALS', message: '' }
          : { errorCode: 'PROOF_OF_WORK_REQUIRED', message: '', details: { challenge: 'c.h.a.l', bits: 6 } }
        return new Response(JSON.stringify(reply), { status: body.proofOfWork ? 401 : 429 })
      }
      return new Response(JSON.stringify({ errorCode: 'NOT_FOUND', message: '' }), { status: 404 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('sign-in page under attack', () => {
  it('solves the proof-of-work and sends the sign-in again with it', async () => {
    const client = new QueryClient({
      defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
    })
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <LoginPage />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: 'a@example.test' } })
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(logins).toHaveLength(2))
    const [first, second] = logins as [
      Record<string, unknown>,
      { proofOfWork: { challenge: string; nonce: string } },
    ]
    expect(first).toEqual({ email: 'a@example.test', password: 'secret' })
    expect(second).toMatchObject({ email: 'a@example.test', password: 'secret' })
    const { challenge, nonce } = second.proofOfWork
    expect(challenge).toBe('c.h.a.l')
    const hash = new Uint8Array(
      await crypto.subtle.digest('SHA-256', proofOfWorkInput(challenge, nonce) as Uint8Array<ArrayBuffer>),
    )
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(6)
    // The answer to the proven try is shown as usual.
    expect(await screen.findByRole('alert')).toBeTruthy()
  })
})
