// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '@/i18n/index'
import { SecondStep, type SecondStepProps } from './second-step'

afterEach(cleanup)

// The second sign-in step's choices (the server side is in two-factor.test.ts).
function renderStep(overrides: Partial<SecondStepProps> = {}) {
  const props: SecondStepProps = {
    challenge: {
      challengeToken: 't',
      methods: ['totp'],
      method: 'totp',
      emailSentTo: null,
      expiresAt: '2026-11-22T10:00:00Z',
    },
    pending: false,
    error: null,
    onVerify: vi.fn(),
    onChooseMethod: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  }
  render(<SecondStep {...props} />)
  return props
}

describe('second sign-in step', () => {
  it('asks for the app code, with one-time-code autocomplete, and sends it', () => {
    const props = renderStep()
    const input = screen.getByRole('textbox', { name: 'Code' })
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    expect(screen.queryByRole('group', { name: 'Choose a method' })).toBeNull()
    fireEvent.change(input, { target: { value: '123 456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(props.onVerify).toHaveBeenCalledWith('123 456', false)
  })

  it('offers the other method when several are on', () => {
    const props = renderStep({
      challenge: {
        challengeToken: 't',
        methods: ['totp', 'email'],
        method: 'totp',
        emailSentTo: null,
        expiresAt: '2026-11-22T10:00:00Z',
      },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Code by e-mail' }))
    expect(props.onChooseMethod).toHaveBeenCalledWith('email')
  })

  it('says where the e-mail code went', () => {
    renderStep({
      challenge: {
        challengeToken: 't',
        methods: ['email'],
        method: 'email',
        emailSentTo: 'j•••@example.org',
        expiresAt: '2026-11-22T10:00:00Z',
      },
    })
    expect(screen.getByText('Enter the 6-digit code we sent to j•••@example.org.')).toBeTruthy()
  })

  it('switches to a recovery code', () => {
    const props = renderStep()
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    const input = screen.getByRole('textbox', { name: 'Recovery code' })
    fireEvent.change(input, { target: { value: 'abcde-fghjk' } })
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(props.onVerify).toHaveBeenCalledWith('abcde-fghjk', true)
  })
})
