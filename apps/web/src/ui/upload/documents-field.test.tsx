// @vitest-environment jsdom
import { useState } from 'react'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api/client'
import '../../i18n/index'
import { DocumentsField, type FileRow } from './documents-field'

// The storage behind uploads (uploadFile) refuses with the server's error code; the field says
// why, through the same translated text as every other error (ui/toast.ts apiErrorText).
vi.mock('./upload', () => ({
  uploadFile: () => Promise.reject(new ApiError('STORAGE_QUOTA_EXCEEDED', 'full', 413)),
}))

afterEach(cleanup)

function Field() {
  const [rows, setRows] = useState<FileRow[]>([])
  return <DocumentsField kind="folder" rows={rows} onChange={setRows} label="Add documents" />
}

describe('DocumentsField', () => {
  it('shows why an upload was refused: a full storage space (docs/media.md quotas)', async () => {
    render(<Field />)
    const file = new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' })
    fireEvent.change(screen.getByLabelText('Add documents'), { target: { files: [file] } })
    expect(await screen.findByText(/storage space is full/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove menu.pdf' })).toBeTruthy()
  })

  it('shows a thumbnail of a picked photo, released when the photo is removed', async () => {
    const made = vi.fn(() => 'blob:photo-1')
    const released = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: made, revokeObjectURL: released }))
    render(<Field />)
    const photo = new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' })
    fireEvent.change(screen.getByLabelText('Add documents'), { target: { files: [photo] } })
    expect(made).toHaveBeenCalledWith(photo)
    const thumb = await screen.findByTestId('attachment-thumb')
    expect(thumb.getAttribute('src')).toBe('blob:photo-1')
    fireEvent.click(screen.getByRole('button', { name: 'Remove beach.jpg' }))
    expect(released).toHaveBeenCalledWith('blob:photo-1')
    expect(screen.queryByTestId('attachment-thumb')).toBeNull()
    vi.unstubAllGlobals()
  })
})
