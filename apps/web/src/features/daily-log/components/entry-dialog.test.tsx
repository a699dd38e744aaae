// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import '@/i18n/index'
import { ApiError } from '@/api/client'
import { EntryDialog } from './entry-dialog'
import type { EditedEntry } from './entry-form'

// Spec 001 §5: the contract's rules (zEntryInput) as the form's resolver, shown
// with the dialog's own texts; unsaved changes ask before closing (docs/forms.md).

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

function open(entry: EditedEntry, failure?: unknown) {
  const onSubmit = vi.fn((_entry: unknown, onError: (error: unknown) => void) => {
    if (failure) onError(failure)
  })
  const onClose = vi.fn()
  render(
    <EntryDialog open entry={entry} childCount={1} pending={false} onClose={onClose} onSubmit={onSubmit} />,
  )
  return { onSubmit, onClose, dialog: screen.findByRole('dialog', { name: 'Edit the entry' }) }
}

const temperature = (value: number): EditedEntry => ({
  kind: 'temperature',
  time: '10:05',
  comment: '',
  data: { kind: 'temperature', value },
})

// A dialog in jsdom takes seconds on a busy machine: more than Vitest's 5 s default.
describe('EntryDialog (spec 001 §5; docs/forms.md)', { timeout: 20_000 }, () => {
  it('shows the temperature rule’s text and sends nothing', async () => {
    const { onSubmit, dialog: opened } = open(temperature(45))
    const dialog = await opened
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText('Enter between 34 and 42 °C, or between 93 and 108 °F.'),
    ).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the entry as the contract takes it', async () => {
    const { onSubmit, dialog: opened } = open(temperature(38.5))
    const dialog = await opened
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: '  feverish  ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        {
          time: '10:05',
          comment: 'feverish',
          data: { kind: 'temperature', value: 38.5 },
        },
        expect.any(Function),
      ),
    )
  })

  it('puts the server’s field error on its field, for a creation’s `entry` path too, without a toast', async () => {
    const rejected = (path: string) =>
      new ApiError('VALIDATION_ERROR', 'Invalid', 400, [{ path, message: 'Too big' }])
    for (const path of ['body.data.value', 'body.entry.data.value']) {
      const { dialog: opened } = open(temperature(38.5), rejected(path))
      const dialog = await opened
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
      expect(await within(dialog).findByText('The server did not accept this value.')).toBeTruthy()
      expect(toast.apiError).not.toHaveBeenCalled()
      cleanup()
    }
  })

  it('toasts a failure whose details name no field', async () => {
    const { dialog: opened } = open(temperature(38.5), new ApiError('CONFLICT', 'Conflict', 409))
    const dialog = await opened
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toast.apiError).toHaveBeenCalled())
  })

  it('a note needs its comment; changed, it asks before closing', async () => {
    const {
      onSubmit,
      onClose,
      dialog: opened,
    } = open({ kind: 'note', time: '09:00', comment: '', data: { kind: 'note' } })
    const dialog = await opened
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Write a few words.')).toBeTruthy()
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Slept well' } })
    // Checked again as it changes (react-hook-form's reValidateMode): the text goes.
    await waitFor(() => expect(within(dialog).queryByText('Write a few words.')).toBeNull())
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
