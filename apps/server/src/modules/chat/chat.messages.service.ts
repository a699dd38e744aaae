import { eq, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { ChatMessage } from '@nido/domain/contracts/chat'
import type { ReactionType } from '@nido/domain/enums/content'
import { messageVisibleTo } from '@nido/domain/rules/chat-visibility'
import { toggleReaction } from '@nido/domain/rules/reactions'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { chatChannels, chatMessages } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { attachMedia, detachMedia } from '../media/index'
import { enqueuePush } from '../push/index'
import type { ChannelMembership } from './chat.channels.service'
import { findMembership } from './chat.channels.queries'
import type { InScope } from '../../platform/http'
import { listChannels, membersOf, totalUnseen } from './chat.channels.queries'
import type { ChatEvents } from './chat.events'
import {
  findByClientId,
  findReaction,
  findVisibleMessage,
  insertMessage,
  markSeenUpTo,
  pageMessages,
  seenByOf,
  setReaction,
} from './chat.messages.queries'
import { blockersOf, peopleByIds } from './chat.people.queries'
import type { ChannelRow } from './chat.queries'
import { requireChat, toUser } from './chat.service'
import { iso, messageViews } from './chat.views'

// Chat messages (spec 001 §4, §7): pages, send, edit, delete, reactions and who has seen them.

/** A page of a channel's messages, before or after a message, with whether more remain. */
async function messagePage(
  db: Queryable,
  actor: Actor,
  { channel }: ChannelMembership,
  bound: { untilMessageId?: string | undefined; sinceMessageId?: string | undefined },
  maxMessages: number,
) {
  const channelId = channel.id
  const rows = await pageMessages(db, actor, channelId, { ...bound, limit: maxMessages + 1 })
  return {
    items: await messageViews(db, rows.slice(0, maxMessages)),
    hasMore: rows.length > maxMessages,
  }
}

export function messages(
  db: Queryable,
  actor: Actor,
  found: ChannelMembership,
  query: { untilMessageId?: string | undefined; maxMessages: number },
) {
  return messagePage(db, actor, found, { untilMessageId: query.untilMessageId }, query.maxMessages)
}

export function messagesSince(
  db: Queryable,
  actor: Actor,
  found: ChannelMembership,
  query: { sinceMessageId: string; maxMessages: number },
) {
  return messagePage(db, actor, found, { sinceMessageId: query.sinceMessageId }, query.maxMessages)
}

/** The members who see a message of `ownerId` in the channel (visibility and blocks). */
async function audienceOf(db: Queryable, channel: ChannelRow, ownerId: string): Promise<string[]> {
  const members = (await membersOf(db, [channel.id])).map((m) => m.userId)
  const blockers = await blockersOf(db, ownerId, members)
  return members.filter((id) => messageVisibleTo(channel, ownerId, id, blockers.has(id) ? [ownerId] : []))
}

/**
 * The time of a channel's next message. The channel row stays locked until the send commits, so a
 * channel's messages are stored one at a time and each is later than the one before: their time
 * order is their commit order, and a client that asks for the messages after the last one it holds
 * (messages/since, after a reconnection) misses none (docs/realtime-scale.md).
 */
async function nextMessageTime(tx: Queryable, channelId: string, now: Date): Promise<Date> {
  await selectRows(tx, sql`select id from chat_channels where id = ${channelId}::uuid for update`)
  const [last] = await selectRows<{ last: Date | string | null }>(
    tx,
    sql`select max(created_at) as last from chat_messages where channel_id = ${channelId}::uuid`,
  )
  const after = last?.last ? new Date(new Date(last.last).getTime() + 1) : now
  return after > now ? after : now
}

export async function send(
  tx: Queryable,
  actor: Actor,
  now: Date,
  { channel }: ChannelMembership,
  input: { clientId: string; text?: string | undefined; mediaId?: string | undefined },
  events: ChatEvents,
): Promise<ChatMessage> {
  const channelId = channel.id
  // docs/chat.md: a retried send (same client id) returns what was stored the first time.
  const retried = async () => {
    const stored = await findByClientId(tx, actor.userId, input.clientId)
    if (!stored) return undefined
    if (stored.channelId !== channelId) throw new AppError('CONFLICT')
    return (await messageViews(tx, [stored]))[0]!
  }
  const before = await retried()
  if (before) return before
  const text = input.text && input.text.length > 0 ? input.text : null
  const createdAt = await nextMessageTime(tx, channelId, now)
  const row = await insertMessage(tx, {
    channelId,
    ownerId: actor.userId,
    clientId: input.clientId,
    text,
    mediaId: input.mediaId ?? null,
    now: createdAt,
  })
  // A concurrent retry stored it first: answer as a retry.
  if (!row) return (await retried())!
  if (input.mediaId)
    await attachMedia(tx, actor, { mediaIds: [input.mediaId], kind: 'chat-message', attachedId: row.id })
  await tx
    .update(chatChannels)
    .set({ lastActivityAt: createdAt, updatedAt: now })
    .where(eq(chatChannels.id, channelId))
  await audit(tx, actor, 'chat.send', { channelId, messageId: row.id, mediaId: input.mediaId ?? null })
  const [view] = await messageViews(tx, [row])
  const audience = await audienceOf(tx, channel, actor.userId)
  events.push(audience, 'chat.message.new', { chatChannelId: channelId, message: view! })
  const others = audience.filter((id) => id !== actor.userId)
  events.counts(others)
  // docs/notifications-push.md: "New message" and the channel's link, never who wrote or what.
  await enqueuePush(tx, now, {
    userIds: others,
    kind: 'chat',
    title: 'message',
    url: `/chat?channel=${channelId}`,
  })
  return view!
}

export type VisibleMessage = NonNullable<Awaited<ReturnType<typeof visibleMessage>>>

async function visibleMessage(db: Queryable, actor: Actor, messageId: string) {
  const message = await findVisibleMessage(db, actor, messageId)
  if (!message) return undefined
  const found = await findMembership(db, actor, message.channelId)
  return found ? { message, channel: found.channel } : undefined
}

/**
 * A message the actor sees, with its channel, for `requireFor` (decision 0013); the chat's
 * availability (spec 001 §8) first, as for a channel.
 */
export const messageInScope: InScope<string, VisibleMessage> = async (db, actor, id) => {
  await requireChat(db, actor)
  return visibleMessage(db, actor, id)
}

/** Only its author edits or deletes a message: FORBIDDEN for the others who see it. */
function requireOwn(actor: Actor, found: VisibleMessage): VisibleMessage {
  if (found.message.ownerId !== actor.userId) throw new AppError('FORBIDDEN')
  return found
}

export async function editMessage(
  tx: Queryable,
  actor: Actor,
  now: Date,
  found: VisibleMessage,
  text: string,
  events: ChatEvents,
): Promise<ChatMessage> {
  const { message, channel } = requireOwn(actor, found)
  const messageId = message.id
  if (message.deletedAt) throw new AppError('CONFLICT')
  const [row] = await tx
    .update(chatMessages)
    .set({ text, editedAt: now, updatedAt: now })
    .where(eq(chatMessages.id, messageId))
    .returning()
  await audit(tx, actor, 'chat.editMessage', { channelId: channel.id, messageId })
  const [view] = await messageViews(tx, [row!])
  events.push(await audienceOf(tx, channel, actor.userId), 'chat.message.edit', {
    chatChannelId: channel.id,
    message: view!,
  })
  return view!
}

export async function deleteMessage(
  tx: Queryable,
  actor: Actor,
  now: Date,
  found: VisibleMessage,
  events: ChatEvents,
): Promise<void> {
  const { message, channel } = requireOwn(actor, found)
  const messageId = message.id
  if (message.deletedAt) return
  // Soft delete (docs/chat.md): the message stays in place as "deleted"; its file is let go.
  await tx
    .update(chatMessages)
    .set({ text: null, mediaId: null, deletedAt: now, updatedAt: now })
    .where(eq(chatMessages.id, messageId))
  if (message.mediaId) await detachMedia(tx, { kind: 'chat-message', attachedId: messageId })
  await audit(tx, actor, 'chat.deleteMessage', { channelId: channel.id, messageId })
  const audience = await audienceOf(tx, channel, actor.userId)
  events.push(audience, 'chat.message.delete', { chatChannelId: channel.id, messageId })
  events.counts(audience.filter((id) => id !== actor.userId))
}

export async function react(
  tx: Queryable,
  actor: Actor,
  now: Date,
  found: VisibleMessage,
  chosen: ReactionType,
  events: ChatEvents,
): Promise<ChatMessage> {
  const { message, channel } = found
  const messageId = message.id
  if (message.deletedAt) throw new AppError('CONFLICT')
  const current = await findReaction(tx, messageId, actor.userId)
  // Spec 001 §4 (the news rule, reused): the same again removes it, another replaces it.
  const { next } = toggleReaction(current?.reactionType ?? null, chosen)
  await setReaction(tx, messageId, actor.userId, next, now)
  await audit(tx, actor, 'chat.react', { channelId: channel.id, messageId, reactionType: next })
  events.push(await audienceOf(tx, channel, message.ownerId), 'chat.reaction', {
    chatChannelId: channel.id,
    messageId,
    emitterUserId: actor.userId,
    reactionType: next ?? -1,
  })
  return (await messageViews(tx, [message]))[0]!
}

export async function markSeen(
  tx: Queryable,
  actor: Actor,
  now: Date,
  found: VisibleMessage,
  events: ChatEvents,
) {
  const { message, channel } = found
  const messageId = message.id
  const covered = await markSeenUpTo(tx, actor, message, now)
  if (covered) {
    await audit(tx, actor, 'chat.markSeen', { channelId: channel.id, messageId })
    if (covered.length > 0) {
      const views = (ids: string[]) => ({
        chatChannelId: channel.id,
        messageIds: ids,
        viewedBy: actor.userId,
      })
      if (channel.answersOnlyVisibleByOwner) {
        // A broadcast's replies are private to their author and the owner: each author hears about
        // their own messages only, so the ids of others' replies never reach other members.
        const byOwner = new Map<string, string[]>()
        for (const m of covered) byOwner.set(m.ownerId, [...(byOwner.get(m.ownerId) ?? []), m.id])
        for (const [ownerId, ids] of byOwner) events.push([ownerId], 'chat.views', views(ids))
        events.push([actor.userId], 'chat.views', views(covered.map((m) => m.id)))
      } else {
        const members = (await membersOf(tx, [channel.id])).map((m) => m.userId)
        events.push(members, 'chat.views', views(covered.map((m) => m.id)))
      }
      events.counts([actor.userId])
    }
  }
  const [row] = await listChannels(tx, actor, { ids: [channel.id], limit: 1 })
  return { chatChannelId: channel.id, unseenCount: row?.unseenCount ?? 0 }
}

export async function seenBy(db: Queryable, { message, channel }: VisibleMessage) {
  const rows = (await seenByOf(db, message)).filter((r) =>
    messageVisibleTo(channel, message.ownerId, r.user_id, []),
  )
  const people = await peopleByIds(
    db,
    rows.map((r) => r.user_id),
  )
  return {
    items: rows.flatMap((r) => {
      const p = people.get(r.user_id)
      return p ? [{ user: toUser(p), seenAt: iso(new Date(r.seen_at)) }] : []
    }),
  }
}

/**
 * Notification counts `newMessages` (spec 000 §7): unseen messages over the actor's channels, 0
 * when chat is not available to them (never an error: the counts serve every profile).
 */
export async function newMessagesCount(db: Queryable, actor: Actor): Promise<number> {
  try {
    await requireChat(db, actor)
  } catch (error) {
    if (error instanceof AppError) return 0
    throw error
  }
  return totalUnseen(db, actor.userId)
}
