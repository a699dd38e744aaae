import { describe, expect, it } from 'vitest'
import { channelVisibleTo, messageVisibleTo, oneToOneKey } from './chat-visibility'

const open = { ownerId: 'owner', answersOnlyVisibleByOwner: false }
const broadcast = { ownerId: 'owner', answersOnlyVisibleByOwner: true }

describe('spec 001 §3 "answers only visible by owner" and §4 blocking: messages', () => {
  it.each<[string, typeof open, string, string, string[], boolean]>([
    ['open channel: a member sees another member', open, 'm1', 'm2', [], true],
    ['broadcast: a member sees the owner', broadcast, 'owner', 'm1', [], true],
    ['broadcast: a member sees their own reply', broadcast, 'm1', 'm1', [], true],
    ['broadcast: a member does not see another reply', broadcast, 'm2', 'm1', [], false],
    ['broadcast: the owner sees every reply', broadcast, 'm2', 'owner', [], true],
    ['a blocked user’s messages leave my view', open, 'm2', 'm1', ['m2'], false],
    ['a blocked owner’s broadcast leaves my view', broadcast, 'owner', 'm1', ['owner'], false],
    ['my own messages stay whatever I block', open, 'm1', 'm1', ['m1'], true],
    ['blocking someone else changes nothing', open, 'm2', 'm1', ['m3'], true],
  ])('%s', (_title, channel, messageOwner, viewer, blocked, visible) => {
    expect(messageVisibleTo(channel, messageOwner, viewer, blocked)).toBe(visible)
  })
})

describe('spec 001 §4 blocking removes one-to-one channels', () => {
  it.each<[string, string[] | null, string, string[], boolean]>([
    ['a group channel stays', null, 'a', ['b'], true],
    ['a one-to-one with a blocked user is hidden', ['a', 'b'], 'a', ['b'], false],
    ['a one-to-one with another user stays', ['a', 'c'], 'a', ['b'], true],
    ['the blocked side still sees it', ['a', 'b'], 'b', [], true],
  ])('%s', (_title, pair, viewer, blocked, visible) => {
    expect(channelVisibleTo(pair, viewer, blocked)).toBe(visible)
  })

  it('makes the same one-to-one key whoever creates it', () => {
    expect(oneToOneKey('b', 'a')).toBe('a:b')
    expect(oneToOneKey('a', 'b')).toBe('a:b')
  })
})
