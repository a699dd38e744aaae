// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, configure, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Me } from '@nido/domain/contracts/me'
import type { ChannelId, UserId } from '@nido/domain/ids'
import type { ChatChannel, ChatScope } from '@nido/domain/contracts/chat'
import '@/i18n/index'
import { testId } from '@/test/ids'
import { testGuardian } from '@/test/me'
import { renderPage } from '@/test/render-page'
import { ChatButton } from '../components/chat-button'
import ChatPage from './chat-page'

// Spec 001 §2 chat screen, §4 and §8 availability screens, §5 (the "new" action only for who may
// start a chat), spec 000 §9 (badge 99+ from 100). The realtime connection is not opened here.
vi.mock('@/session/realtime', () => ({ useRealtimeEvent: () => undefined }))
// Two shared cores: MUI's first render can take more than the default second.
configure({ asyncUtilTimeout: 5000 })

const meId = testId<UserId>('0190a000-0000-7000-8000-0000000000aa')
const me: Me = testGuardian({
  id: meId,
  firstname: 'Claire',
  lastname: 'Dubois',
  email: 'claire@example.test',
})

const lea = {
  id: testId<UserId>('0190a000-0000-7000-8000-0000000000bb'),
  firstname: 'Léa',
  lastname: 'Fontaine',
  profileType: 'TEACHER' as const,
  avatarMediaId: null,
}

const scope: ChatScope = {
  availability: 'ENABLED',
  userId: meId,
  options: {
    sendEmailOnMessage: false,
    otherFamilyCanContactMe: false,
    otherProCanContactMe: true,
    meCanContactOtherPro: true,
    meCanContactOtherFamily: true,
  },
  blockedUsers: [],
  canStartChat: true,
  canWrite: true,
}

function channel(unseenCount: number, id = '0190a000-0000-7000-8000-0000000000c1'): ChatChannel {
  return {
    id: testId<ChannelId>(id),
    title: null,
    color: 'teal',
    oneToOneOwners: { creatorId: lea.id, recipientId: meId },
    ownerUserId: lea.id,
    users: [lea, { ...lea, id: meId, firstname: 'Claire', lastname: 'Dubois', profileType: 'GUARDIAN' }],
    chatChannelOptions: { answersOnlyVisibleByOwner: false },
    unseenCount,
    lastMessage: null,
    childIds: [],
    canWrite: true,
    canEdit: false,
    createdAt: '2026-01-01T08:00:00.000Z',
    lastActivityAt: '2026-01-01T08:00:00.000Z',
  }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let answers: { scope: Response | (() => Response); channels: ChatChannel[]; recipients: (typeof lea)[] }

beforeEach(() => {
  answers = { scope: () => json(scope), channels: [channel(0)], recipients: [] }
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.startsWith('/api/v1/chat/scope'))
        return Promise.resolve(typeof answers.scope === 'function' ? answers.scope() : answers.scope)
      if (url.startsWith('/api/v1/chat/channels'))
        return Promise.resolve(json({ items: answers.channels, nextCursor: null }))
      if (url.startsWith('/api/v1/chat/recipients'))
        return Promise.resolve(json({ items: answers.recipients, nextCursor: null }))
      return Promise.resolve(json({ errorCode: 'NOT_FOUND', message: 'Not found' }, 404))
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderWith(element: ReactNode) {
  renderPage(
    [
      { path: '/', element },
      { path: '/chat', element },
    ],
    { me },
  )
}

describe('ChatPage availability (spec 001 §4, §8)', () => {
  it.each([
    ['CANNOT_USE_CHAT', 'Messaging is not available'],
    ['CHAT_DISABLED_AND_LOCKED', 'Messaging is turned off'],
    ['CHAT_NOT_ENABLED_BY_SCOPE', 'Messaging is not enabled here'],
  ])('%s has its own screen', async (code, title) => {
    answers.scope = () => json({ errorCode: code, message: code }, 403)
    renderWith(<ChatPage />)
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy()
    expect(screen.queryByRole('navigation', { name: 'Conversations' })).toBeNull()
  })

  it('another failure is an error block with a retry link, not an availability screen', async () => {
    answers.scope = () => json({ errorCode: 'INTERNAL_ERROR', message: 'boom' }, 500)
    renderWith(<ChatPage />)
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy()
  })
})

describe('ChatPage list and actions (spec 001 §2, §5)', () => {
  it('lists the channels under the other members’ names, with the unseen count', async () => {
    answers.channels = [channel(3)]
    renderWith(<ChatPage />)
    const list = await screen.findByRole('list', { name: 'Conversations' })
    expect(list.textContent).toContain('Léa Fontaine')
    expect(screen.getByRole('button', { name: 'Léa Fontaine, 3 unseen messages' })).toBeTruthy()
  })

  it('offers no "new conversation" to whom nobody is reachable', async () => {
    answers.recipients = []
    renderWith(<ChatPage />)
    await screen.findByRole('list', { name: 'Conversations' })
    await waitFor(() =>
      expect(
        vi.mocked(fetch).mock.calls.some(([u]) => typeof u === 'string' && u.includes('recipients')),
      ).toBe(true),
    )
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull()
  })

  it('offers it when someone is reachable', async () => {
    answers.recipients = [lea]
    renderWith(<ChatPage />)
    expect(await screen.findByRole('button', { name: 'New conversation' })).toBeTruthy()
  })

  it('never offers it to an observer (spec 001 §6 read-only)', async () => {
    answers.scope = () => json({ ...scope, canWrite: false })
    answers.recipients = [lea]
    renderWith(<ChatPage />)
    await screen.findByRole('list', { name: 'Conversations' })
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull()
  })
})

describe('ChatButton (spec 000 §9)', () => {
  it('shows the unseen total, 99+ from 100', async () => {
    answers.channels = [channel(60), channel(40, '0190a000-0000-7000-8000-0000000000c2')]
    renderWith(<ChatButton />)
    const link = await screen.findByRole('link', { name: 'Messages, 100 unseen messages' })
    expect(link.getAttribute('href')).toBe('/chat')
    expect(link.textContent).toContain('99+')
  })

  it('is hidden where chat is not available', async () => {
    answers.scope = () => json({ errorCode: 'CHAT_NOT_ENABLED_BY_SCOPE', message: 'off' }, 403)
    renderWith(<ChatButton />)
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByRole('link')).toBeNull()
  })
})
