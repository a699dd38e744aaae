import { describe, expect, it } from 'vitest'
import type { ChatMessage, ChatUser } from '@nido/domain/contracts/chat'
import type { ChannelId, UserId } from '@nido/domain/ids'
import { testId } from '@/test/ids'
import {
  applyReaction,
  applyView,
  channelName,
  markDeleted,
  matchesChannelSearch,
  messagesOldestFirst,
  patchMessage,
  reactionSummary,
  totalUnseen,
  upsertMessages,
  type MessagePages,
} from './cache'

// The chat screen's cache updates (realtime events are hints that may come twice) and its search.

const me = testId<UserId>('u-me')
const user = (id: string, firstname: string, lastname: string): ChatUser => ({
  id: testId<UserId>(id),
  firstname,
  lastname,
  profileType: 'GUARDIAN',
  avatarMediaId: null,
})
const lea = user('u-lea', 'Léa', 'Fontaine')
const claire = user('u-claire', 'Claire', 'Dubois')

function message(n: number, ownerUserId = lea.id): ChatMessage {
  const at = new Date(Date.UTC(2026, 0, 1, 8, n)).toISOString()
  return {
    id: `m-${String(n).padStart(3, '0')}`,
    chatChannelId: testId<ChannelId>('c-1'),
    ownerUserId,
    owner: ownerUserId === lea.id ? lea : claire,
    clientId: null,
    text: `message ${n}`,
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

/** Pages as the server answers them: newest first, page 0 the newest. */
function pages(...lists: number[][]): MessagePages {
  return {
    pages: lists.map((ns, i) => ({ items: ns.map((n) => message(n)), hasMore: i < lists.length - 1 })),
    pageParams: lists.map((_, i) => (i === 0 ? '' : `m-${i}`)),
  }
}

const ids = (data: MessagePages | undefined) => messagesOldestFirst(data).map((m) => m.id)

describe('messages in order (spec 001 §7: pages of 25 newest first, shown newest at the bottom)', () => {
  it('flattens the pages oldest first', () => {
    expect(ids(pages([5, 4, 3], [2, 1]))).toEqual(['m-001', 'm-002', 'm-003', 'm-004', 'm-005'])
  })
  it('shows a message held twice once', () => {
    expect(ids(pages([3, 2], [2, 1]))).toEqual(['m-001', 'm-002', 'm-003'])
  })
  it('is empty before the first page', () => {
    expect(messagesOldestFirst(undefined)).toEqual([])
  })
})

describe('upsertMessages (ARCHITECTURE §8: a send answer and its echo are stored once)', () => {
  it('adds a new message at the bottom', () => {
    expect(ids(upsertMessages(pages([2, 1]), [message(3)]))).toEqual(['m-001', 'm-002', 'm-003'])
  })
  it('is idempotent: the same event twice changes nothing more', () => {
    const once = upsertMessages(pages([2, 1]), [message(3)])
    expect(ids(upsertMessages(once, [message(3)]))).toEqual(ids(once))
  })
  it('replaces a held message where it is (an edit)', () => {
    const edited = { ...message(1), text: 'changed', editedAt: message(2).createdAt }
    const data = upsertMessages(pages([3], [2, 1]), [edited])
    expect(ids(data)).toEqual(['m-001', 'm-002', 'm-003'])
    expect(messagesOldestFirst(data)[0]?.text).toBe('changed')
  })
  it('puts missed messages (a reconnection catch-up) in order', () => {
    expect(ids(upsertMessages(pages([2, 1]), [message(5), message(3), message(4)]))).toEqual([
      'm-001',
      'm-002',
      'm-003',
      'm-004',
      'm-005',
    ])
  })
  it('keeps a view when a copy read before it arrives late (seen never goes back)', () => {
    const viewed = upsertMessages(pages([2, 1]), [applyView(message(2), claire.id)])
    const late = upsertMessages(viewed, [message(2)])
    expect(messagesOldestFirst(late)[1]?.seenByUserIds).toEqual([claire.id])
  })
  it('leaves an unloaded conversation alone', () => {
    expect(upsertMessages(undefined, [message(1)])).toBeUndefined()
  })
})

describe('patches of held messages (spec 001 §7 socket events)', () => {
  it('a deletion keeps the message in place without text, media or reactions', () => {
    const reacted = applyReaction(message(1), claire.id, 'heart')
    const deleted = markDeleted(reacted)
    expect(deleted).toMatchObject({ deleted: true, text: null, mediaAttachment: null, userReactions: [] })
  })
  it('an unknown id changes nothing (same object back)', () => {
    const data = pages([2, 1])
    expect(patchMessage(data, 'm-999', markDeleted)).toBe(data)
  })
  it.each([
    ['a first reaction is added', [], 'heart', ['heart']],
    ['another type replaces the emitter’s reaction (spec 001 §4)', ['smile'], 'heart', ['heart']],
    ['-1 means removal (spec 001 §7)', ['heart'], -1, []],
    ['a removal without reaction is harmless', [], -1, []],
  ] as const)('%s', (_, before, next, after) => {
    const start = {
      ...message(1),
      userReactions: before.map((t) => ({ userId: claire.id, chatMessageId: 'm-001', reactionType: t })),
    }
    expect(applyReaction(start, claire.id, next).userReactions.map((r) => r.reactionType)).toEqual(after)
  })
  it('keeps the reactions of other users', () => {
    const start = applyReaction(message(1), lea.id, 'smile')
    expect(applyReaction(start, claire.id, 'heart').userReactions).toHaveLength(2)
  })
  it.each([
    ['a viewer joins the seen-by list once', message(1, lea.id), claire.id, [claire.id]],
    ['the owner is never listed as a viewer', message(1, lea.id), lea.id, []],
  ] as const)('views: %s', (_, m, viewer, expected) => {
    expect(applyView(applyView(m, viewer), viewer).seenByUserIds).toEqual(expected)
  })
})

describe('reactionSummary', () => {
  it('counts per type and marks mine', () => {
    let m = applyReaction(message(1), me, 'heart')
    m = applyReaction(m, claire.id, 'heart')
    m = applyReaction(m, lea.id, 'smile')
    expect(reactionSummary(m, me)).toEqual([
      { type: 'heart', count: 2, mine: true },
      { type: 'smile', count: 1, mine: false },
    ])
  })
})

describe('channel names and search (spec 001 §3, §5)', () => {
  const untitled = { title: null, users: [user(me, 'Me', 'Myself'), lea, claire] }
  const titled = { title: 'Sortie au parc', users: [user(me, 'Me', 'Myself'), lea] }
  it('a channel without title is named after the other members', () => {
    expect(channelName(untitled, me)).toBe('Léa Fontaine, Claire Dubois')
    expect(channelName(titled, me)).toBe('Sortie au parc')
  })
  it.each([
    ['accents and case are ignored', untitled, 'LEA', true],
    ['every word must match', untitled, 'lea dub', true],
    ['my own name is not searched', untitled, 'myself', false],
    ['the title is searched when there is one', titled, 'parc', true],
    ['members are not searched when there is a title', titled, 'fontaine', false],
    ['an empty query matches', titled, '  ', true],
    ['a title ignores accents too', { ...titled, title: 'Fête de Noël' }, 'fete noel', true],
  ] as const)('%s', (_, channel, query, expected) => {
    expect(matchesChannelSearch(channel, me, query)).toBe(expected)
  })
})

describe('top-bar total (spec 000 §9 badge)', () => {
  it('sums the unseen counts', () => {
    expect(totalUnseen([{ unseenCount: 2 }, { unseenCount: 0 }, { unseenCount: 98 }])).toBe(100)
  })
})
