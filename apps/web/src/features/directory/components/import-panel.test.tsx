// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ImportReport } from '@nido/domain/contracts/directory'
import '@/i18n/index'
import { ImportPanel } from './import-panel'

// docs/directory-import.md: a chosen file is checked by a dry run at once; the preview names each
// row's errors in the user's language; "Import" only once the dry run is clean.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), apiError: vi.fn() }))
vi.mock('@/ui/toast', () => ({ useToast: () => toast }))
const upload = vi.hoisted(() => ({ postCsv: vi.fn() }))
vi.mock('../upload', () => upload)

const counts = (create: number, update = 0, unchanged = 0) => ({ create, update, unchanged })
const reportOf = (over: Partial<ImportReport>): ImportReport => ({
  dryRun: true,
  imported: false,
  rows: 2,
  errorCount: 0,
  errors: [],
  summary: { children: counts(2), guardians: counts(1), staff: counts(0) },
  activationMails: 1,
  ...over,
})

afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('Choose a CSV file'), {
    target: { files: [new File(['school,section\r\n'], name, { type: 'text/csv' })] },
  })

describe('the import panel', () => {
  it('lists a dry run’s row errors by their meaning and keeps Import off', async () => {
    upload.postCsv.mockResolvedValueOnce(
      reportOf({
        errorCount: 2,
        errors: [
          { line: 3, code: 'UNKNOWN_SECTION', column: 'section' },
          { line: 4, code: 'INVALID_EMAIL', column: 'guardian_email' },
        ],
      }),
    )
    render(<ImportPanel kind="families" readOnly={false} />)
    choose('families.csv')
    expect(await screen.findByText('No section in use of this school has this name.')).toBeTruthy()
    expect(screen.getByText('Not an e-mail address.')).toBeTruthy()
    expect(upload.postCsv).toHaveBeenCalledWith(expect.objectContaining({ kind: 'families', dryRun: true }))
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true)
  })

  it('imports a clean file for real, with the activation switch as set, and shows the result', async () => {
    upload.postCsv
      .mockResolvedValueOnce(reportOf({}))
      .mockResolvedValueOnce(reportOf({ dryRun: false, imported: true }))
    render(<ImportPanel kind="families" readOnly={false} />)
    choose('families.csv')
    expect(await screen.findByText('The file is ready: 2 rows, no error.')).toBeTruthy()
    fireEvent.click(screen.getByLabelText(/activation mail/))
    const importButton = screen.getByRole('button', { name: 'Import' })
    expect(importButton.hasAttribute('disabled')).toBe(false)
    fireEvent.click(importButton)
    await waitFor(() => expect(screen.getByText('Import done.')).toBeTruthy())
    expect(upload.postCsv).toHaveBeenLastCalledWith(
      expect.objectContaining({ dryRun: false, sendActivation: false }),
    )
    expect(toast.success).toHaveBeenCalledWith('The file was imported.')
  })

  it('offers no file choice to an observer', () => {
    render(<ImportPanel kind="staff" readOnly />)
    expect(screen.getByRole('button', { name: 'Download the template' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose a CSV file' })).toBeNull()
  })
})
