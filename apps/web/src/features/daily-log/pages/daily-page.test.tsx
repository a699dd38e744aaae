// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { Me } from '@nido/domain/contracts/me'
import type { AccessLevel } from '@nido/domain/enums/people'
import type { Board } from '@nido/domain/contracts/daily-log'
import '@/i18n/index'
import { meQuery } from '@/session/session'
import { testGuardian } from '@/test/me'
import { testId } from '@/test/ids'
import type { SchoolId } from '@nido/domain/ids'
import DailyPage from './daily-page'

// docs/access-levels.md: a read-only care log says why, so a teacher whose child access is
// ReadOnly is not told to come back today. The realtime connection is not opened here.
vi.mock('@/session/realtime', () => ({ useRealtimeEvent: () => undefined }))

const section = {
  id: '0190a000-0000-7000-8000-0000000000e1',
  name: 'Petits',
  schoolId: testId<SchoolId>('s1'),
}
const board: Board = {
  date: '2026-11-18',
  today: '2026-11-18',
  section,
  canWrite: false,
  arrivalsRecorded: true,
  children: [
    {
      id: '0190a000-0000-7000-8000-0000000000c1',
      firstname: 'Lina',
      lastname: 'Alpha',
      gender: 'Female',
      avatarMediaId: null,
      arrival: null,
      departure: null,
      present: false,
      entries: [],
    },
  ],
}

let served: Board = board

beforeEach(() => {
  served = board
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/sections')
        ? { items: [{ ...section, schoolName: 'Les Lucioles', childCount: 1 }] }
        : served
      return new Response(JSON.stringify(body), { status: 200 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function teacher(child: AccessLevel, observer = false): Me {
  const me = testGuardian({ id: 'u1', firstname: 'Tess', lastname: 'Teacher', email: 'tess@example.test' })
  return {
    ...me,
    user: { ...me.user, observer },
    meta: {
      ...me.meta,
      userPermission: { ...me.meta.userPermission, profileType: 'TEACHER' },
      accessLevels: { child, team: 'All', section: 'All' },
    },
  }
}

function show(me: Me) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(meQuery.queryKey, me)
  const router = createMemoryRouter([{ path: '/', element: <DailyPage /> }])
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('care log page, read-only (spec 000 §5)', () => {
  it('tells a ReadOnly child access that it can read but not write', async () => {
    show(teacher('ReadOnly'))
    expect(
      await screen.findByText(
        'Your child access is read-only: you can read the care log but not write in it.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Entries can only be added, changed or deleted today.')).toBeNull()
  })

  it('tells a full access on a read-only day that only today can be written', async () => {
    show(teacher('All'))
    expect(await screen.findByText('Entries can only be added, changed or deleted today.')).toBeTruthy()
  })

  it('tells an observer first, whatever the access level', async () => {
    show(teacher('ReadOnly', true))
    expect(await screen.findByText('You can read the care log but not write in it.')).toBeTruthy()
  })
})

describe('care log page, a child who has not arrived (decision 0041)', () => {
  const lina = board.children[0]!
  const theo = { ...lina, id: '0190a000-0000-7000-8000-0000000000c2', firstname: 'Théo', lastname: 'Beta' }
  const writable = (arrivalsRecorded: boolean): Board => ({
    ...board,
    canWrite: true,
    arrivalsRecorded,
    children: [{ ...theo, arrival: '08:00', present: true }, lina],
  })

  async function addFor(name: string) {
    fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }))
    fireEvent.click(screen.getByRole('button', { name: 'Add an entry' }))
  }

  it('asks before logging for a child without arrival, then opens the entry', async () => {
    served = writable(true)
    show(teacher('All'))
    await addFor('Lina Alpha')
    const confirm = await screen.findByRole('dialog', { name: 'Not arrived yet' })
    expect(confirm.textContent).toContain('Lina Alpha has not arrived today.')
    fireEvent.click(screen.getByRole('button', { name: 'Log anyway' }))
    expect(await screen.findByRole('dialog', { name: /New entry/ })).toBeTruthy()
  })

  it('opens the entry at once for a child who is there', async () => {
    served = writable(true)
    show(teacher('All'))
    await addFor('Théo Beta')
    expect(await screen.findByRole('dialog', { name: /New entry/ })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Not arrived yet' })).toBeNull()
  })

  it('does not ask where the school records no arrivals', async () => {
    served = writable(false)
    show(teacher('All'))
    await addFor('Lina Alpha')
    expect(await screen.findByRole('dialog', { name: /New entry/ })).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Not arrived yet' })).toBeNull()
  })
})
