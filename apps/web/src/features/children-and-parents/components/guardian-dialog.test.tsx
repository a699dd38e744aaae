// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { ApiError } from '@/api/client'
import '@/i18n/index'
import { guardianInput, type GuardianForm } from './child-forms'
import { GuardianDialog } from './guardian-dialog'

// The guardian dialog of /children-and-parents (docs/children-and-parents.md) on the docs/forms.md
// pattern: the contract's rules and the country-aware phone check before anything is sent, the
// server's refusal on the field, the unsaved-changes question.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

function open(onSubmit: (form: GuardianForm) => Promise<void> = async () => {}) {
  const onClose = vi.fn()
  const submit = vi.fn(onSubmit)
  render(<GuardianDialog onSubmit={submit} onClose={onClose} />)
  return { onClose, submit }
}

const type = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value } })

async function chooseRelationship(dialog: HTMLElement, label: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Relationship' }))
  fireEvent.click(await screen.findByRole('option', { name: label }))
}

describe('GuardianDialog (spec 000 §3 guardianship; docs/forms.md)', { timeout: 20_000 }, () => {
  it('asks for names, a relationship and an e-mail or phone before sending', async () => {
    const { submit } = open()
    const dialog = await screen.findByRole('dialog', { name: 'Add a parent' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Give an e-mail or a phone number.')).toBeTruthy()
    expect(within(dialog).getAllByText('Required').length).toBeGreaterThanOrEqual(3)
    type(dialog, 'Phone', '12')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This phone number is not valid.')).toBeTruthy()
    expect(submit).not.toHaveBeenCalled()
  })

  it('sends a new guardian with a valid phone and closes', async () => {
    const { submit, onClose } = open()
    const dialog = await screen.findByRole('dialog', { name: 'Add a parent' })
    type(dialog, 'First name', ' Paul ')
    type(dialog, 'Last name', 'Durand')
    type(dialog, 'Phone', '06 12 34 56 78')
    await chooseRelationship(dialog, 'Father')
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Referent' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(guardianInput(submit.mock.calls[0]![0])).toEqual({
      kind: 'new',
      firstname: 'Paul',
      lastname: 'Durand',
      email: null,
      phone: '06 12 34 56 78',
      relationship: 'Father',
      referent: true,
      parentalAuthority: true,
    })
  })

  it('links an existing account by e-mail only, and shows the server’s refusal', async () => {
    const { submit, onClose } = open(async () => {
      throw new ApiError('GUARDIAN_ACCOUNT_NOT_FOUND', '', 400)
    })
    const dialog = await screen.findByRole('dialog', { name: 'Add a parent' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Existing account' }))
    expect(within(dialog).queryByRole('textbox', { name: 'First name' })).toBeNull()
    type(dialog, 'E-mail', 'Parent@Example.test')
    await chooseRelationship(dialog, 'Grandmother')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.apiError).toHaveBeenCalled())
    expect(onClose).not.toHaveBeenCalled()
    expect(guardianInput(submit.mock.calls[0]![0])).toEqual({
      kind: 'existing',
      email: 'parent@example.test',
      relationship: 'GrandMother',
      referent: false,
      parentalAuthority: true,
    })
  })

  it('asks before dropping what was typed', async () => {
    const { onClose } = open()
    const dialog = await screen.findByRole('dialog', { name: 'Add a parent' })
    type(dialog, 'First name', 'Paul')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})
