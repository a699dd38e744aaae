// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
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
  children: [
    {
      id: '0190a000-0000-7000-8000-0000000000c1',
      firstname: 'Lina',
      lastname: 'Alpha',
      avatarMediaId: null,
      arrival: null,
      departure: null,
      present: false,
      entries: [],
    },
  ],
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.includes('/sections')
        ? { items: [{ ...section, schoolName: 'Les Lucioles', childCount: 1 }] }
        : board
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
