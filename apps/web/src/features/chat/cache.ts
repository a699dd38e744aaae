import type { InfiniteData } from '@tanstack/react-query'
import type { ChatChannel, ChatMessage, ChatMessagePage } from '@nido/domain/contracts/chat'
import type { UserId } from '@nido/domain/ids'
import type { ReactionType } from '@nido/domain/enums/content'
import { foldForSearch } from '@nido/domain/access/scope/scope-search'

// Pure updates of the TanStack Query cache for the chat screen, table-tested in cache.test.ts.
// Realtime events are hints that can arrive twice (the answer of our own send and its echo, a
// reconnection re-fetch), so every update here is idempotent: a message is upserted by id.

/** Messages pages as the infinite query holds them: page 0 is the newest, each page newest first. */
export type MessagePages = InfiniteData<ChatMessagePage>

/** Every loaded message, oldest first (the order the conversation shows, newest at the bottom). */
export function messagesOldestFirst(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return []
  const seen = new Set<string>()
  const out: ChatMessage[] = []
  for (const page of data.pages)
    for (const message of page.items) {
      if (seen.has(message.id)) continue
      seen.add(message.id)
      out.push(message)
    }
  return out.reverse()
}

function byNewestFirst(a: ChatMessage, b: ChatMessage): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1
  // uuid v7 ids grow with time: the tie-break of the server's keyset order.
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}

/**
 * Puts messages in the cache: one already held is replaced where it is; a new one goes into the
 * newest page in order (a new message, or what a reconnecting client missed).
 */
export function upsertMessages(
  data: MessagePages | undefined,
  messages: ChatMessage[],
): MessagePages | undefined {
  if (!data || messages.length === 0) return data
  const incoming = new Map(messages.map((m) => [m.id, m]))
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((m) => {
      const next = incoming.get(m.id)
      if (!next) return m
      incoming.delete(m.id)
      // Being seen never goes back: a copy read before a view (a send's late answer) keeps it.
      const seen = [...new Set([...next.seenByUserIds, ...m.seenByUserIds])]
      return seen.length === next.seenByUserIds.length ? next : { ...next, seenByUserIds: seen }
    }),
  }))
  if (incoming.size > 0) {
    const [first, ...rest] = pages
    const newest = first ?? { items: [], hasMore: false }
    pages.splice(
      0,
      pages.length,
      { ...newest, items: [...incoming.values(), ...newest.items].sort(byNewestFirst) },
      ...rest,
    )
  }
  return { ...data, pages }
}

/** Changes one held message (a delete, a reaction, a view); unknown ids leave the cache as it is. */
export function patchMessage(
  data: MessagePages | undefined,
  messageId: string,
  patch: (message: ChatMessage) => ChatMessage,
): MessagePages | undefined {
  if (!data) return data
  let changed = false
  const pages = data.pages.map((page) => {
    if (!page.items.some((m) => m.id === messageId)) return page
    changed = true
    return { ...page, items: page.items.map((m) => (m.id === messageId ? patch(m) : m)) }
  })
  return changed ? { ...data, pages } : data
}

/** Spec 001 §7: a deleted message stays in place without its text or media. */
export function markDeleted(message: ChatMessage): ChatMessage {
  return {
    ...message,
    deleted: true,
    text: null,
    mediaAttachment: null,
    mediaAttachmentId: null,
    userReactions: [],
  }
}

/**
 * Spec 001 §7 reaction update: the emitter's reaction becomes `reactionType`; -1 means removal.
 * A user has one reaction per message (spec 001 §4 toggle: another one replaces it).
 */
export function applyReaction(
  message: ChatMessage,
  emitterUserId: UserId,
  reactionType: ReactionType | -1,
): ChatMessage {
  const others = message.userReactions.filter((r) => r.userId !== emitterUserId)
  return {
    ...message,
    userReactions:
      reactionType === -1
        ? others
        : [...others, { userId: emitterUserId, chatMessageId: message.id, reactionType }],
  }
}

/** Spec 001 §7 views (messageIds, viewedBy): the viewer joins each message's seen-by list. */
export function applyView(message: ChatMessage, viewedBy: UserId): ChatMessage {
  if (message.ownerUserId === viewedBy || message.seenByUserIds.includes(viewedBy)) return message
  return { ...message, seenByUserIds: [...message.seenByUserIds, viewedBy] }
}

/** Reactions grouped for the chips under a message: count per type and whether I chose it. */
export function reactionSummary(
  message: ChatMessage,
  meId: string,
): Array<{ type: ReactionType; count: number; mine: boolean }> {
  const counts = new Map<ReactionType, { count: number; mine: boolean }>()
  for (const r of message.userReactions) {
    const entry = counts.get(r.reactionType) ?? { count: 0, mine: false }
    entry.count += 1
    entry.mine ||= r.userId === meId
    counts.set(r.reactionType, entry)
  }
  return [...counts.entries()].map(([type, v]) => ({ type, ...v }))
}

/** The name a channel is shown under: its title, or the other members' names (spec 001 §3). */
export function channelName(channel: Pick<ChatChannel, 'title' | 'users'>, meId: string): string {
  if (channel.title) return channel.title
  const others = channel.users.filter((u) => u.id !== meId)
  const people = others.length > 0 ? others : channel.users
  return people.map((u) => `${u.firstname} ${u.lastname}`).join(', ')
}

/**
 * Spec 001 §5: "Chat channel search is case and accent insensitive; it matches the title, or the
 * other participants' names when there is no title." Every word of the query must match, so
 * "lea mar" finds Léa Martin. The server applies the same rule to `q`; this one filters what the
 * list already holds while the server answers.
 */
export function matchesChannelSearch(
  channel: Pick<ChatChannel, 'title' | 'users'>,
  meId: string,
  query: string,
): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const fields = channel.title
    ? [channel.title]
    : channel.users.filter((u) => u.id !== meId).flatMap((u) => [u.firstname, u.lastname])
  const folded = fields.map(foldForSearch).join(' ')
  return words.every((word) => folded.includes(word))
}

/** Spec 000 §9 badges: 99+ from 100 (MUI's `max` does it; this is the figure before it). */
export function totalUnseen(channels: ReadonlyArray<Pick<ChatChannel, 'unseenCount'>>): number {
  return channels.reduce((sum, c) => sum + Math.max(0, c.unseenCount), 0)
}
