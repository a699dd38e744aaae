// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '@/i18n/index'
import { setClock } from '@/session/clock'
import { offlineStorageKey } from '@/session/offline-data'
import { OfflineBanner } from './offline-banner'

// docs/offline-and-install.md: offline, the shell says so and from when its data dates; online,
// nothing is shown.

let online = true
beforeEach(() => {
  online = true
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  localStorage.clear()
  setClock(() => new Date(2026, 10, 26, 15, 0).getTime())
})
afterEach(() => {
  cleanup()
  setClock(null)
})

function goOffline() {
  online = false
  act(() => {
    window.dispatchEvent(new Event('offline'))
  })
}

function keep(updatedAt: Date) {
  localStorage.setItem(
    offlineStorageKey,
    JSON.stringify({
      userId: 'u1',
      queries: [{ queryKey: ['session', 'me'], data: {}, updatedAt: updatedAt.getTime() }],
    }),
  )
}

const show = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <OfflineBanner />
    </I18nextProvider>,
  )

describe('OfflineBanner', () => {
  it('shows nothing online, then the time of the kept data once offline', () => {
    keep(new Date(2026, 10, 26, 9, 41))
    show()
    expect(screen.queryByRole('status')).toBeNull()
    goOffline()
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline — showing what was loaded at 9:41 AM',
    )
    online = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('names the day when the data is from another day', () => {
    keep(new Date(2026, 10, 25, 18, 5))
    show()
    goOffline()
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline — showing what was loaded on Nov 25, 2026 at 6:05 PM',
    )
  })

  it('says when nothing was kept', () => {
    show()
    goOffline()
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline — nothing was kept on this device to show',
    )
  })
})
