// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ChildGuardian } from '@nido/domain/contracts/children-and-parents'
import '@/i18n/index'
import { GuardiansList } from './guardians-list'

// The parents of a child's page (docs/children-and-parents.md "Parents"): how each is linked, their
// activation state, and the resend button only for a parent with an e-mail and no password yet.

const guardian = (over: Partial<ChildGuardian>): ChildGuardian => ({
  id: '0190a000-0000-7000-8000-0000000000c1',
  firstname: 'Paul',
  lastname: 'Durand',
  email: 'paul@example.test',
  phone: null,
  relationship: 'Father',
  referent: true,
  parentalAuthority: true,
  activation: {
    activated: false,
    lastSentAt: '2026-11-18T09:30:00.000Z',
    expiresAt: '2026-11-25T09:30:00.000Z',
  },
  ...over,
})

afterEach(cleanup)

describe('GuardiansList (spec 000 §3 guardianship)', () => {
  it('offers to resend the activation link only to a parent who can receive it and has not activated', () => {
    const onResend = vi.fn()
    const paul = guardian({})
    const anna = guardian({
      id: '0190a000-0000-7000-8000-0000000000c2',
      firstname: 'Anna',
      relationship: 'Mother',
      activation: { activated: true, lastSentAt: null, expiresAt: null },
    })
    const phoneOnly = guardian({
      id: '0190a000-0000-7000-8000-0000000000c3',
      firstname: 'Tel',
      email: null,
      phone: '+33612345678',
      activation: { activated: false, lastSentAt: null, expiresAt: null },
    })
    render(
      <GuardiansList
        guardians={[paul, anna, phoneOnly]}
        editable
        onEdit={vi.fn()}
        onUnlink={vi.fn()}
        onResend={onResend}
        resending={false}
      />,
    )
    const list = screen.getByRole('list', { name: 'Parents' })
    expect(within(list).getByText(/activation link sent/)).toBeTruthy()
    expect(within(list).getByText(/account activated/)).toBeTruthy()
    expect(within(list).getByText(/account not activated yet/)).toBeTruthy()
    fireEvent.click(within(list).getByRole('button', { name: 'Send Paul Durand the activation link again' }))
    expect(onResend).toHaveBeenCalledWith(paul)
    expect(within(list).queryByRole('button', { name: /Send Anna Durand/ })).toBeNull()
    expect(within(list).queryByRole('button', { name: /Send Tel Durand/ })).toBeNull()
  })

  it('shows no button when read-only', () => {
    render(
      <GuardiansList
        guardians={[guardian({})]}
        editable={false}
        onEdit={vi.fn()}
        onUnlink={vi.fn()}
        onResend={vi.fn()}
        resending={false}
      />,
    )
    expect(screen.getByText('Paul Durand')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
