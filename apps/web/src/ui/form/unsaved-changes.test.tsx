// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem } from '@mui/material'
import { useForm } from 'react-hook-form'
import '@/i18n/index'
import { FormTextField } from './text-field'
import { useUnsavedChangesDialog } from './unsaved-changes'

// STYLE habit 13 (docs/forms.md, decision 0016): a form dialog with unsaved changes asks before
// Escape, the backdrop or Cancel throws them away; an open dropdown's Escape closes only the
// dropdown.

afterEach(cleanup)

function FormDialog({ onClose }: { onClose: () => void }) {
  const form = useForm({ defaultValues: { title: '', colour: 'blue' } })
  const { requestClose, confirmDialog } = useUnsavedChangesDialog(form.formState.isDirty, onClose)
  return (
    <Dialog open onClose={requestClose} aria-labelledby="new-event-title">
      <DialogTitle id="new-event-title">New event</DialogTitle>
      <DialogContent>
        <FormTextField control={form.control} name="title" label="Title" />
        <FormTextField control={form.control} name="colour" label="Colour" select>
          <MenuItem value="blue">Blue</MenuItem>
          <MenuItem value="red">Red</MenuItem>
        </FormTextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose}>Cancel</Button>
      </DialogActions>
      {confirmDialog}
    </Dialog>
  )
}

describe('useUnsavedChangesDialog', () => {
  it('closes an untouched form at once', () => {
    const onClose = vi.fn()
    render(<FormDialog onClose={onClose} />)
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'New event' }), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('asks before Escape or Cancel throws changes away, and keeps them when told to', async () => {
    const onClose = vi.fn()
    render(<FormDialog onClose={onClose} />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Picnic' } })
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'New event' }), { key: 'Escape' })
    await screen.findByRole('dialog', { name: 'Discard your changes?' })
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull())
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Picnic')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await screen.findByRole('dialog', { name: 'Discard your changes?' })
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it("lets an open dropdown's Escape close only the dropdown", async () => {
    const onClose = vi.fn()
    render(<FormDialog onClose={onClose} />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Picnic' } })
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Colour' }))
    const listbox = await screen.findByRole('listbox')
    fireEvent.keyDown(listbox, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'New event' })).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })
})
