import { useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { contracts } from '@nido/domain/contracts/index'
import {
  zChatEventChannelChange,
  zChatEventChannelDelete,
  zChatEventMessageDelete,
  zChatEventMessageEdit,
  zChatEventMessageNew,
  zChatEventReaction,
  zChatEventViews,
} from '@nido/domain/contracts/chat'
import { api } from '@/api/client'
import { useRealtimeEvent, type RealtimeEventName } from '@/session/realtime'
import {
  applyReaction,
  applyView,
  markDeleted,
  messagesOldestFirst,
  patchMessage,
  type MessagePages,
} from './cache'
import { chatKey, messagesQuery, storeMessages } from './queries'

// The channel list's hook lives apart so that the top bar's badge does not bring the event schemas
// (and zod) into a guardian's first load (docs/web-weight.md).
export { useChannelListLive } from './live-channels'

// ARCHITECTURE §8 and spec 001 §7: the chat socket events are hints to update what the screen
// shows; the database stays the source of truth, so after a (re)connection the screen re-fetches.
// Payloads are parsed with the contract's schemas: a malformed event is ignored, never cast.

function useParsedEvent<T extends z.ZodType>(
  userId: string | undefined,
  event: RealtimeEventName,
  schema: T,
  handler: (payload: z.output<T>) => void,
) {
  useRealtimeEvent(userId, event, (payload) => {
    const parsed = schema.safeParse(payload)
    if (parsed.success) handler(parsed.data)
  })
}

/** Live updates of one open conversation (messages, edits, deletions, views, reactions). */
export function useConversationLive(
  userId: string,
  channelId: string,
  handlers: { onNewMessage: (e: z.output<typeof zChatEventMessageNew>) => void; onGone: () => void },
) {
  const queryClient = useQueryClient()
  const key = messagesQuery(userId, channelId).queryKey
  const patch = (messageId: string, change: Parameters<typeof patchMessage>[2]) =>
    queryClient.setQueryData<MessagePages>(key, (data) => patchMessage(data, messageId, change))

  useParsedEvent(userId, 'chat.message.new', zChatEventMessageNew, (e) => {
    if (e.chatChannelId !== channelId) return
    storeMessages(queryClient, userId, channelId, [e.message])
    handlers.onNewMessage(e)
  })
  useParsedEvent(userId, 'chat.message.edit', zChatEventMessageEdit, (e) => {
    if (e.chatChannelId === channelId) storeMessages(queryClient, userId, channelId, [e.message])
  })
  useParsedEvent(userId, 'chat.message.delete', zChatEventMessageDelete, (e) => {
    if (e.chatChannelId === channelId) patch(e.messageId, markDeleted)
  })
  useParsedEvent(userId, 'chat.views', zChatEventViews, (e) => {
    if (e.chatChannelId !== channelId) return
    const held = new Set(messagesOldestFirst(queryClient.getQueryData<MessagePages>(key)).map((m) => m.id))
    for (const id of e.messageIds) patch(id, (m) => applyView(m, e.viewedBy))
    // A view can beat the message it is about (my own send's answer still on its way): read the
    // newest page again, which holds the stored view.
    if (e.messageIds.some((id) => !held.has(id))) void refreshNewest(queryClient, userId, channelId)
  })
  useParsedEvent(userId, 'chat.reaction', zChatEventReaction, (e) => {
    if (e.chatChannelId === channelId)
      patch(e.messageId, (m) => applyReaction(m, e.emitterUserId, e.reactionType))
  })
  useParsedEvent(userId, 'chat.channel.delete', zChatEventChannelDelete, (e) => {
    if (e.chatChannelId === channelId) handlers.onGone()
  })
  useParsedEvent(userId, 'chat.channel.change', zChatEventChannelChange, (e) => {
    if (e.chatChannelId === channelId)
      void queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channel', channelId) })
  })
  useRealtimeEvent(userId, 'connect', () => {
    void catchUp(queryClient, userId, channelId)
  })
}

/** The newest page again, merged into what is held (idempotent). */
async function refreshNewest(
  queryClient: ReturnType<typeof useQueryClient>,
  userId: string,
  channelId: string,
) {
  try {
    const newest = await api(contracts.chat.messages, { params: { id: channelId }, query: {} })
    storeMessages(queryClient, userId, channelId, newest.items)
  } catch {
    // A hint only: the next event or reconnection brings the state again.
  }
}

/** How far before the newest held message a catch-up starts (see `catchUpAnchor`). */
export const catchUpMarginMs = 10_000

/**
 * Where a catch-up starts. A message's id and time are given when its send begins but it becomes
 * visible when its transaction commits, so a slightly older message can commit after a newer one
 * was delivered (the soak of docs/realtime-scale.md lost deliveries resuming from the newest
 * one). Resuming from the newest held message at least 10 s older than the newest held, and
 * skipping what is held (upserts are idempotent), closes that gap. Oldest first input.
 */
export function catchUpAnchor(held: ReadonlyArray<{ id: string; createdAt: string }>): string | undefined {
  const newest = held.at(-1)
  if (!newest) return undefined
  const limit = Date.parse(newest.createdAt) - catchUpMarginMs
  for (let i = held.length - 1; i >= 0; i--) {
    const m = held[i]!
    if (Date.parse(m.createdAt) <= limit) return m.id
  }
  return held[0]!.id
}

/**
 * After a reconnection (ARCHITECTURE §8): the messages sent meanwhile, from a little before the
 * newest one held (`catchUpAnchor`; oldest first, page after page), then the newest page again so
 * that edits, deletions, views and reactions of recent messages are current too.
 */
export async function catchUp(
  queryClient: ReturnType<typeof useQueryClient>,
  userId: string,
  channelId: string,
): Promise<void> {
  const key = messagesQuery(userId, channelId).queryKey
  const data = queryClient.getQueryData<MessagePages>(key)
  // Not loaded yet: the query's own first fetch brings the newest page.
  if (!data) return
  const held = messagesOldestFirst(data)
  let since = catchUpAnchor(held)
  try {
    for (let round = 0; since && round < 20; round++) {
      const page = await api(contracts.chat.messagesSince, {
        params: { id: channelId },
        query: { sinceMessageId: since },
      })
      storeMessages(queryClient, userId, channelId, page.items)
      since = page.hasMore ? page.items.at(-1)?.id : undefined
    }
    const newest = await api(contracts.chat.messages, { params: { id: channelId }, query: {} })
    storeMessages(queryClient, userId, channelId, newest.items)
  } catch {
    // The channel may be gone or the network down again: the next `connect` tries again, and the
    // channel query reports a missing channel.
    void queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channel', channelId) })
  }
}
