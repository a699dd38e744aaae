// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import type { ChatMessage } from '@nido/domain/contracts/chat'
import { messagesOldestFirst, type MessagePages } from './cache'
import { catchUp, catchUpAnchor } from './live'
import { messagesQuery } from './queries'
import type { ChannelId, UserId } from '@nido/domain/ids'
import { testId } from '@/test/ids'

// ARCHITECTURE §8: "a client that reconnects re-fetches what it missed". After `connect`, the open
// conversation asks for the messages since the newest one it holds (page after page, oldest
// first), then the newest page again for edits, deletions, views and reactions.

const userId = testId<UserId>('0190a000-0000-7000-8000-0000000000aa')
const channelId = testId<ChannelId>('0190a000-0000-7000-8000-0000000000c1')
const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`

function message(n: number, text = `message ${n}`): ChatMessage {
  const at = new Date(Date.UTC(2026, 0, 1, 8, n)).toISOString()
  return {
    id: id(n),
    chatChannelId: channelId,
    ownerUserId: userId,
    owner: {
      id: userId,
      firstname: 'Léa',
      lastname: 'Fontaine',
      profileType: 'TEACHER',
      avatarMediaId: null,
    },
    clientId: null,
    text,
    mediaAttachmentId: null,
    mediaAttachment: null,
    deleted: false,
    editedAt: null,
    createdAt: at,
    updatedAt: at,
    seenByUserIds: [],
    userReactions: [],
  }
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })

let calls: string[]

beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      calls.push(url)
      // The catch-up starts 10 s or more before the newest held message (message 1, a minute older).
      if (url.includes('/since') && url.includes(`sinceMessageId=${id(1)}`))
        return Promise.resolve(json({ items: [message(2), message(3), message(4)], hasMore: true }))
      if (url.includes('/since') && url.includes(`sinceMessageId=${id(4)}`))
        return Promise.resolve(json({ items: [message(5)], hasMore: false }))
      // The newest page: message 2 was edited meanwhile.
      return Promise.resolve(
        json({
          items: [message(5), message(4), message(3), message(2, 'edited'), message(1)],
          hasMore: false,
        }),
      )
    }),
  )
})

afterEach(() => vi.unstubAllGlobals())

describe('catchUp after a reconnection (ARCHITECTURE §8)', () => {
  it('fetches what was missed from a little before the newest held message, then the newest page', async () => {
    const client = new QueryClient()
    const key = messagesQuery(userId, channelId).queryKey
    client.setQueryData<MessagePages>(key, {
      pages: [{ items: [message(2), message(1)], hasMore: false }],
      pageParams: [''],
    })
    await catchUp(client, userId, channelId)
    const held = messagesOldestFirst(client.getQueryData<MessagePages>(key))
    expect(held.map((m) => m.text)).toEqual(['message 1', 'edited', 'message 3', 'message 4', 'message 5'])
    expect(calls).toHaveLength(3)
    expect(calls[0]).toContain(`sinceMessageId=${id(1)}`)
    expect(calls[1]).toContain(`sinceMessageId=${id(4)}`)
  })

  it('asks nothing for a conversation not loaded yet (its first fetch does)', async () => {
    await catchUp(new QueryClient(), userId, channelId)
    expect(calls).toHaveLength(0)
  })

  it('refreshes only the newest page of an empty conversation', async () => {
    const client = new QueryClient()
    client.setQueryData<MessagePages>(messagesQuery(userId, channelId).queryKey, {
      pages: [{ items: [], hasMore: false }],
      pageParams: [''],
    })
    await catchUp(client, userId, channelId)
    expect(calls).toHaveLength(1)
    expect(calls[0]).not.toContain('/since')
  })
})

describe('catchUpAnchor (late commits, docs/realtime-scale.md)', () => {
  const at = (id: string, seconds: number) => ({
    id,
    createdAt: new Date(Date.UTC(2026, 0, 1, 8, 0, seconds)).toISOString(),
  })
  it.each([
    ['nothing held: no anchor', [], undefined],
    ['everything within 10 s: the oldest held', [at('a', 0), at('b', 5), at('c', 9)], 'a'],
    [
      'the newest held at least 10 s before the newest',
      [at('a', 0), at('b', 20), at('c', 25), at('d', 35)],
      'c',
    ],
    ['exactly 10 s counts', [at('a', 0), at('b', 10)], 'a'],
  ] as const)('%s', (_, held, expected) => {
    expect(catchUpAnchor(held)).toBe(expected)
  })
})
