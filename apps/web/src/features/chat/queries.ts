import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type {
  ChatChannel,
  ChatChannelCreate,
  ChatChannelUpdate,
  ChatMessage,
  ChatUserOptionsDto,
} from '@nido/domain/contracts/chat'
import type { ReactionType } from '@nido/domain/enums/content'
import { chatMessagePageSize } from '@nido/domain/enums/chat'
import { api } from '@/api/client'
import { upsertMessages, type MessagePages } from './cache'

// Chat server state. Keys start with the user id (STYLE habit 9) so a new sign-in never
// shows the last user's data; each mutation names what it updates or invalidates.

export const chatKey = (userId: string, ...rest: unknown[]) => ['session', userId, 'chat', ...rest]

export function scopeQuery(userId: string) {
  return queryOptions({
    queryKey: chatKey(userId, 'scope'),
    queryFn: () => api(contracts.chat.scope),
    // The availability refusals (spec 001 §8) are answers, not accidents: no retry.
    retry: false,
    staleTime: 60_000,
  })
}

/** The channel list, latest activity first; `q` is the server-side search (spec 001 §5). */
export function channelsQuery(userId: string, q = '') {
  return infiniteQueryOptions({
    queryKey: chatKey(userId, 'channels', q),
    queryFn: ({ pageParam }) =>
      api(contracts.chat.channels, {
        query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function channelQuery(userId: string, channelId: string) {
  return queryOptions({
    queryKey: chatKey(userId, 'channel', channelId),
    queryFn: () => api(contracts.chat.channel, { params: { id: channelId } }),
  })
}

/** Spec 001 §7 and §9: 25 messages a page, going back with untilMessageId. */
export function messagesQuery(userId: string, channelId: string) {
  return infiniteQueryOptions({
    queryKey: chatKey(userId, 'messages', channelId),
    queryFn: ({ pageParam }) =>
      api(contracts.chat.messages, {
        params: { id: channelId },
        query: { maxMessages: chatMessagePageSize, ...(pageParam ? { untilMessageId: pageParam } : {}) },
      }),
    initialPageParam: '',
    // Each page is newest first: the next (older) page ends just before its last item.
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  })
}

export function recipientsQuery(userId: string, q: string) {
  return queryOptions({
    queryKey: chatKey(userId, 'recipients', q),
    queryFn: () => api(contracts.chat.recipients, { query: q ? { q } : {} }),
    staleTime: 30_000,
  })
}

export function seenByQuery(userId: string, messageId: string) {
  return queryOptions({
    queryKey: chatKey(userId, 'seen-by', messageId),
    queryFn: () => api(contracts.chat.seenBy, { params: { id: messageId } }),
  })
}

/** Everything the list and its badge show (after a block, an unblock, a channel change…). */
export function invalidateChannels(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channels') }),
    queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channel') }),
  ])
}

/** Puts messages into a channel's loaded pages (idempotent; see cache.ts). */
export function storeMessages(
  queryClient: QueryClient,
  userId: string,
  channelId: string,
  messages: ChatMessage[],
) {
  queryClient.setQueryData<MessagePages>(messagesQuery(userId, channelId).queryKey, (data) =>
    upsertMessages(data, messages),
  )
}

/** The channel as held in the list pages and in its own query, changed by `patch`. */
export function patchChannel(
  queryClient: QueryClient,
  userId: string,
  channelId: string,
  patch: (channel: ChatChannel) => ChatChannel,
) {
  queryClient.setQueriesData<{
    pages: Array<{ items: ChatChannel[]; nextCursor: string | null }>
    pageParams: unknown[]
  }>(
    { queryKey: chatKey(userId, 'channels') },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({
          ...p,
          items: p.items.map((c) => (c.id === channelId ? patch(c) : c)),
        })),
      },
  )
  queryClient.setQueryData<ChatChannel>(chatKey(userId, 'channel', channelId), (c) => c && patch(c))
}

export interface SendInput {
  clientId: string
  text?: string
  mediaId?: string
}

/** Sends with the client-made id: a retry of the same send is stored once (ARCHITECTURE §8). */
export function useSendMessage(userId: string, channelId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendInput) => api(contracts.chat.send, { params: { id: channelId }, body }),
    onSuccess: async (message) => {
      storeMessages(queryClient, userId, channelId, [message])
      await queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channels') })
    },
  })
}

export function useEditMessage(userId: string, channelId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api(contracts.chat.editMessage, { params: { id }, body: { text } }),
    onSuccess: (message) => storeMessages(queryClient, userId, channelId, [message]),
  })
}

export function useDeleteMessage(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(contracts.chat.deleteMessage, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKey(userId, 'messages') }),
        queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channels') }),
      ]),
  })
}

/** Spec 001 §4: the same reaction again removes it, another replaces it (the server decides). */
export function useReact(userId: string, channelId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reactionType }: { id: string; reactionType: ReactionType }) =>
      api(contracts.chat.react, { params: { id }, body: { reactionType } }),
    onSuccess: (message) => storeMessages(queryClient, userId, channelId, [message]),
  })
}

export function useMarkSeen(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (messageId: string) => api(contracts.chat.markSeen, { params: { id: messageId } }),
    onSuccess: ({ chatChannelId, unseenCount }) =>
      patchChannel(queryClient, userId, chatChannelId, (c) => ({ ...c, unseenCount })),
  })
}

export function useSaveChannel(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; update: ChatChannelUpdate } | { create: ChatChannelCreate }) =>
      'id' in input
        ? api(contracts.chat.updateChannel, { params: { id: input.id }, body: input.update })
        : api(contracts.chat.createChannel, { body: input.create }),
    onSuccess: async (channel) => {
      queryClient.setQueryData(channelQuery(userId, channel.id).queryKey, channel)
      await queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channels') })
    },
  })
}

export function useRemoveChannel(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, leave }: { id: string; leave: boolean }) =>
      leave
        ? api(contracts.chat.leaveChannel, { params: { id } })
        : api(contracts.chat.deleteChannel, { params: { id } }),
    onSuccess: async (_, { id }) => {
      queryClient.removeQueries({ queryKey: chatKey(userId, 'messages', id) })
      queryClient.removeQueries({ queryKey: chatKey(userId, 'channel', id) })
      await queryClient.invalidateQueries({ queryKey: chatKey(userId, 'channels') })
    },
  })
}

export function useUpdateOptions(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Partial<ChatUserOptionsDto>) => api(contracts.chat.updateOptions, { body }),
    onSuccess: async (options) => {
      queryClient.setQueryData(scopeQuery(userId).queryKey, (scope) => scope && { ...scope, options })
      // The "I may contact…" options change whom I may start a chat with.
      await queryClient.invalidateQueries({ queryKey: chatKey(userId, 'recipients') })
    },
  })
}

/**
 * Spec 001 §4: blocking removes the user's messages and our one-to-one channels from view;
 * unblocking reloads the channel list. Both re-fetch the list, the open conversations and the
 * recipients (a blocked user cannot be chosen).
 */
export function useBlock(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ targetId, block }: { targetId: string; block: boolean }) =>
      block
        ? api(contracts.chat.block, { params: { userId: targetId } })
        : api(contracts.chat.unblock, { params: { userId: targetId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKey(userId) }),
  })
}
