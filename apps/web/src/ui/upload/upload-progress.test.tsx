// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UploadProgress } from './upload-progress'

afterEach(cleanup)

describe('UploadProgress', () => {
  it('is a progress bar named after the file, with its percentage and a cancel button', () => {
    const cancel = vi.fn()
    render(
      <UploadProgress
        fileName="a-very-long-file-name-from-a-phone-camera.jpg"
        value={0.426}
        label="Uploading photo"
        onCancel={cancel}
        cancelLabel="Cancel the upload"
      />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo' })
    expect(bar.getAttribute('aria-valuenow')).toBe('43')
    expect(screen.getByText('43%')).toBeTruthy()
    // Spec 000 §9: long names are cut to 27 characters and an ellipsis, the title holds it all.
    expect(screen.getByTitle('a-very-long-file-name-from-a-phone-camera.jpg')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload' }))
    expect(cancel).toHaveBeenCalledOnce()
  })

  it('is named after the file when no label is given', () => {
    render(<UploadProgress fileName="menu.pdf" value={2} />)
    expect(screen.getByRole('progressbar', { name: 'menu.pdf' }).getAttribute('aria-valuenow')).toBe('100')
    expect(screen.queryByRole('button')).toBeNull()
  })
})
