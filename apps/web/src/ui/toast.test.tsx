// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import { ApiError } from '../api/client'
import '../i18n/index'
import { toastApiError, toastError, ToastProvider, toastSuccess } from './toast'

afterEach(cleanup)

// notistack is a lazy chunk fetched with the first toast; transforming it cold takes longer here
// than findByText waits, so it is loaded once beforehand (the toasts below still wait for it).
beforeAll(() => import('./toaster'), 20_000)

describe('spec 000 §4/§9 toasts', () => {
  it('shows at most 3, queues the rest and ignores a duplicate text', async () => {
    render(<ToastProvider>{null}</ToastProvider>)
    await act(async () => {
      toastSuccess('one')
      toastSuccess('one')
      toastSuccess('two')
      toastError('three')
      toastSuccess('four')
    })
    expect(await screen.findByText('three')).toBeTruthy()
    expect(screen.getAllByText('one')).toHaveLength(1)
    expect(screen.queryByText('four')).toBeNull()
  })

  it('words an API failure from its code, in the current language', async () => {
    render(<ToastProvider>{null}</ToastProvider>)
    await act(async () => {
      toastApiError(new ApiError('NETWORK_ERROR', 'Failed to fetch', 0))
      toastApiError(new ApiError('SOMETHING_NEW', 'Name is too long', 400), 'POST')
    })
    expect(
      await screen.findByText('The network is unreachable. Check your connection and try again.'),
    ).toBeTruthy()
    expect(await screen.findByText('Form validation: Name is too long')).toBeTruthy()
  })
})
