// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { AccessContextData } from '@nido/domain/contracts/context'
import type { DailyCurrent } from '@nido/domain/contracts/daily'
import { contextFor } from '@nido/domain/access/test-context'
import { testGuardian } from '@/test/me'
import '@/i18n/index'
import type { ShellState } from '@/session/access'
import { MorningWordButton } from './morning-word-button'

// Spec 000 §6 "subject to school opening hours": outside them the button stays, disabled, and says
// when the school opens (its time, its zone, the user's format), instead of vanishing without a
// word. The shell state and the realtime connection are given here; the rest is the real button.

const me = testGuardian({
  id: '0190a000-0000-7000-8000-0000000000aa',
  firstname: 'Claire',
  lastname: 'Dubois',
  email: 'claire@example.test',
})
// The shell knows from the access context that the school is closed now (dailyToday).
const ctx = contextFor('GUARDIAN', {
  features: { daily: 'ACTIVE' },
  options: { daily: { allowGuardianCheckIn: 'all' } },
  dailyToday: { schoolOpenToday: true, withinOpening: false },
})
const state: ShellState = { me, ctx, data: {} as AccessContextData }
vi.mock('@/session/access', () => ({ useShellState: () => state }))
vi.mock('@/session/realtime', () => ({ useRealtimeEvent: () => undefined }))

const childId = '0190a000-0000-7000-8000-0000000000c1'
const schoolId = '0190a000-0000-7000-8000-0000000000e1'
const closed = (opensAt: DailyCurrent['opensAt']) => ({
  child: {
    id: childId,
    firstname: 'Louise',
    lastname: 'Dubois',
    avatarMediaId: null,
    checkIn: {
      childId,
      schoolId,
      date: '2026-11-18',
      arrival: null,
      departure: null,
      pickup: null,
      exists: false,
      updatedAt: null,
    },
    morningWord: {
      childId,
      schoolId,
      date: '2026-11-18',
      allFine: false,
      items: [],
      exists: false,
      updatedAt: null,
    },
  },
  schoolId,
  date: '2026-11-18',
  timezone: 'Europe/Paris',
  mode: 'all',
  mayCheckIn: false,
  refusal: 'outside-opening',
  opensAt,
  timePickers: true,
  morningWordEnabled: true,
  allFineEnabled: false,
  allowedMorningWordItems: [],
})

let current: ReturnType<typeof closed>
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(current), { status: 200 })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MorningWordButton />
    </QueryClientProvider>,
  )
}

describe('morning-word button outside the opening hours (spec 000 §6)', () => {
  it('shows disabled, saying the school opens at 7:30 AM today', async () => {
    current = closed({ date: '2026-11-18', time: '07:30' })
    show()
    const button = await screen.findByRole('button', {
      name: 'Morning word and check-in for Louise. Opens at 7:30 AM',
    })
    expect(button.getAttribute('aria-disabled')).toBe('true')
  })

  it('names the day when it opens another day', async () => {
    current = closed({ date: '2026-11-23', time: '07:30' })
    show()
    expect(
      await screen.findByRole('button', {
        name: 'Morning word and check-in for Louise. Opens Monday at 7:30 AM',
      }),
    ).toBeTruthy()
  })
})
