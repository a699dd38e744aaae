// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { meQuery } from '@/session/session'
import {
  offlineSavedAt,
  offlineStorageKey,
  persistOfflineData,
  readOfflineData,
  restoreOfflineData,
} from '@/session/offline-data'
import { testGuardian } from '@/test/me'
import { offlineScope } from './offline-scope'

// docs/offline-and-install.md: only the current user, the shell's context, the brand, the feed's
// first page and today's care log are kept for offline use; a sign-out deletes them at once.

const ada = testGuardian({ id: 'u1', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.test' })
const bob = testGuardian({ id: 'u2', firstname: 'Bob', lastname: 'Other', email: 'bob@example.test' })
const feedKey = (userId: string, filter: string) => [
  'session',
  userId,
  'news',
  'feed',
  { schoolId: 's1' },
  filter,
]
const page = (ids: string[], nextCursor: string | null) => ({ items: ids.map((id) => ({ id })), nextCursor })

let client: QueryClient
let stop: () => void
const settled = () => new Promise((resolve) => setTimeout(resolve, 5))
const keptKeys = () => readOfflineData()?.queries.map((query) => JSON.stringify(query.queryKey)) ?? []

beforeEach(() => {
  localStorage.clear()
  client = new QueryClient()
  stop = persistOfflineData(client, offlineScope, 0)
})
afterEach(() => {
  stop()
  client.clear()
  onlineManager.setOnline(true)
})

function signInAda() {
  client.setQueryData(meQuery.queryKey, ada, { updatedAt: 1_000 })
  const id = ada.user.id
  client.setQueryData(['session', id, 'context', ada.current], { features: {} }, { updatedAt: 1_000 })
  client.setQueryData(['brand', { schoolId: 's1' }], { appName: 'Nido' }, { updatedAt: 1_000 })
  client.setQueryData(
    feedKey(id, 'old filter'),
    { pages: [page(['n0'], null)], pageParams: [null] },
    { updatedAt: 2_000 },
  )
  client.setQueryData(
    feedKey(id, 'default'),
    { pages: [page(['n1', 'n2'], 'c1'), page(['n3'], null)], pageParams: [null, 'c1'] },
    { updatedAt: 3_000 },
  )
  client.setQueryData(['session', id, 'daily', 'current', 's1'], { children: [] }, { updatedAt: 4_000 })
  client.setQueryData(
    ['session', id, 'dailyLog', 'board', 'sec1', null],
    { entries: [] },
    { updatedAt: 5_000 },
  )
  // Not kept: another day's board, a chat, one news item, the favicon's address, someone else's feed.
  client.setQueryData(['session', id, 'dailyLog', 'board', 'sec1', '2026-11-20'], { entries: [] })
  client.setQueryData(['session', id, 'chat', 'channels'], [{ id: 'c' }])
  client.setQueryData(['session', id, 'news', 'item', 'n1'], { id: 'n1' })
  client.setQueryData(['brand', 'favicon', 'm1'], '/media/m1')
  client.setQueryData(feedKey(bob.user.id, 'default'), { pages: [page(['b1'], null)], pageParams: [null] })
}

describe('offline copy (docs/offline-and-install.md)', () => {
  it('keeps the user, context, brand, the last feed shown and today’s care log, nothing else', async () => {
    signInAda()
    await settled()
    expect(readOfflineData()?.userId).toBe(ada.user.id)
    expect(keptKeys().sort()).toEqual(
      [
        ['session', 'me'],
        ['session', ada.user.id, 'context', ada.current],
        ['brand', { schoolId: 's1' }],
        feedKey(ada.user.id, 'default'),
        ['session', ada.user.id, 'daily', 'current', 's1'],
        ['session', ada.user.id, 'dailyLog', 'board', 'sec1', null],
      ]
        .map((key) => JSON.stringify(key))
        .sort(),
    )
    expect(offlineSavedAt()).toBe(5_000)
  })

  it('keeps the first page of the feed only', async () => {
    signInAda()
    await settled()
    const feed = readOfflineData()?.queries.find((query) => query.queryKey[3] === 'feed')
    expect(feed?.data).toEqual({ pages: [page(['n1', 'n2'], 'c1')], pageParams: [null] })
    expect(feed?.updatedAt).toBe(3_000)
  })

  it('deletes the copy at once when the user signs out (useLogout: clear, then me = null)', async () => {
    signInAda()
    await settled()
    expect(localStorage.getItem(offlineStorageKey)).not.toBeNull()
    client.clear()
    client.setQueryData(meQuery.queryKey, null)
    expect(localStorage.getItem(offlineStorageKey)).toBeNull()
    await settled()
    expect(localStorage.getItem(offlineStorageKey)).toBeNull()
  })

  it("replaces the previous user's copy when another user signs in", async () => {
    signInAda()
    await settled()
    client.clear()
    client.setQueryData(meQuery.queryKey, bob)
    expect(localStorage.getItem(offlineStorageKey)).toBeNull()
    await settled()
    expect(readOfflineData()?.userId).toBe(bob.user.id)
    expect(keptKeys()).toEqual([JSON.stringify(['session', 'me'])])
  })

  it('puts the copy back, with its dates, only when the app starts offline', async () => {
    signInAda()
    await settled()
    stop()

    const online = new QueryClient()
    expect(restoreOfflineData(online, true)).toBe(false)
    expect(online.getQueryData(meQuery.queryKey)).toBeUndefined()

    const offline = new QueryClient()
    expect(restoreOfflineData(offline, false)).toBe(true)
    expect(onlineManager.isOnline()).toBe(false)
    expect(offline.getQueryData(meQuery.queryKey)).toEqual(ada)
    const feed = offline.getQueryState(feedKey(ada.user.id, 'default'))
    expect(feed?.data).toEqual({ pages: [page(['n1', 'n2'], 'c1')], pageParams: [null] })
    expect(feed?.dataUpdatedAt).toBe(3_000)
    expect(offline.getQueryData(['session', ada.user.id, 'chat', 'channels'])).toBeUndefined()
  })
})
