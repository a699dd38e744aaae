import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ReactionType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { chatMembers, chatMessages, chatReactions, chatSeenMarks } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { me, visibleChannelSql, visibleMessageSql, type MessageRow } from './chat.queries'

// The SQL of chat messages, their reactions and seen marks (spec 001 §4, §7).

/** A message the actor sees in one of their visible channels, or undefined. */
export async function findVisibleMessage(db: Queryable, actor: Actor, messageId: string) {
  const viewer = me(actor)
  const [row] = await selectRows<{ id: string; channel_id: string }>(
    db,
    sql`select x.id, x.channel_id from chat_messages x
      join chat_channels c on c.id = x.channel_id
      join chat_members m on m.channel_id = c.id and m.user_id = ${viewer}
      where x.id = ${messageId}::uuid and ${visibleChannelSql(viewer)} and ${visibleMessageSql(viewer)}`,
  )
  if (!row) return undefined
  const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId))
  return message
}

/**
 * A page of visible messages, newest first: before `untilMessageId` (spec 001 §7), or after
 * `sinceMessageId` oldest first. The reference message must be of the channel (else none).
 */
export async function pageMessages(
  db: Queryable,
  actor: Actor,
  channelId: string,
  options: { untilMessageId?: string | undefined; sinceMessageId?: string | undefined; limit: number },
): Promise<MessageRow[]> {
  const viewer = me(actor)
  const filters: SQL[] = [sql`x.channel_id = ${channelId}::uuid`, visibleMessageSql(viewer)]
  let order = sql`x.created_at desc, x.id desc`
  if (options.untilMessageId)
    filters.push(sql`(x.created_at, x.id) < (select r.created_at, r.id from chat_messages r
      where r.id = ${options.untilMessageId}::uuid and r.channel_id = ${channelId}::uuid)`)
  if (options.sinceMessageId) {
    filters.push(sql`(x.created_at, x.id) > (select r.created_at, r.id from chat_messages r
      where r.id = ${options.sinceMessageId}::uuid and r.channel_id = ${channelId}::uuid)`)
    order = sql`x.created_at asc, x.id asc`
  }
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select x.id from chat_messages x join chat_channels c on c.id = x.channel_id
      where ${sql.join(filters, sql` and `)} order by ${order} limit ${options.limit}`,
  )
  return messagesByIds(
    db,
    rows.map((r) => r.id),
  )
}

/** Messages by id, in the order of the ids. */
export async function messagesByIds(db: Queryable, ids: readonly string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(chatMessages)
    .where(inArray(chatMessages.id, [...ids]))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function reactionsOf(db: Queryable, messageIds: readonly string[]) {
  if (messageIds.length === 0) return []
  return db
    .select({
      userId: chatReactions.userId,
      chatMessageId: chatReactions.messageId,
      reactionType: chatReactions.reactionType,
    })
    .from(chatReactions)
    .where(inArray(chatReactions.messageId, [...messageIds]))
    .orderBy(asc(chatReactions.createdAt), asc(chatReactions.id))
}

export async function findReaction(db: Queryable, messageId: string, userId: string) {
  const [row] = await db
    .select()
    .from(chatReactions)
    .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.userId, userId)))
    .for('update')
  return row
}

export async function setReaction(
  db: Queryable,
  messageId: string,
  userId: string,
  type: ReactionType | null,
  now: Date,
) {
  if (type === null) {
    await db
      .delete(chatReactions)
      .where(and(eq(chatReactions.messageId, messageId), eq(chatReactions.userId, userId)))
    return
  }
  await db
    .insert(chatReactions)
    .values({ messageId, userId, reactionType: type })
    .onConflictDoUpdate({
      target: [chatReactions.messageId, chatReactions.userId],
      set: { reactionType: type, updatedAt: now },
    })
}

/**
 * Moves the member's seen cursor up to the message (never back) and records the mark; returns the
 * messages of others it newly covers (id and owner) (for the `chat.views` event), or null when the
 * cursor was already there.
 */
export async function markSeenUpTo(
  db: Queryable,
  actor: Actor,
  message: MessageRow,
  now: Date,
): Promise<Array<{ id: string; ownerId: string }> | null> {
  const viewer = me(actor)
  const [before] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, message.channelId), eq(chatMembers.userId, actor.userId)))
    .for('update')
  if (!before) return null
  const moved = await selectRows<{ id: string }>(
    db,
    sql`update chat_members set seen_up_to_created_at = x.created_at, seen_up_to_message_id = x.id, updated_at = ${now.toISOString()}::timestamptz
      from chat_messages x where x.id = ${message.id}::uuid and chat_members.id = ${before.id}::uuid
        and (chat_members.seen_up_to_created_at is null
          or (x.created_at, x.id) > (chat_members.seen_up_to_created_at, chat_members.seen_up_to_message_id))
      returning chat_members.id`,
  )
  if (moved.length === 0) return null
  await db.insert(chatSeenMarks).values({
    channelId: message.channelId,
    userId: actor.userId,
    upToCreatedAt: message.createdAt,
    upToMessageId: message.id,
    seenAt: now,
  })
  const covered = await selectRows<{ id: string; owner_id: string }>(
    db,
    sql`select x.id, x.owner_id from chat_messages x join chat_channels c on c.id = x.channel_id
      where x.channel_id = ${message.channelId}::uuid and x.owner_id <> ${viewer}
        and (x.created_at, x.id) <= (select r.created_at, r.id from chat_messages r where r.id = ${message.id}::uuid)
        and (${before.seenUpToCreatedAt === null ? sql`true` : sql`(x.created_at, x.id) > (${before.seenUpToCreatedAt.toISOString()}::timestamptz, ${before.seenUpToMessageId}::uuid)`})
        and ${visibleMessageSql(viewer)}
      order by x.created_at, x.id limit 500`,
  )
  return covered.map((r) => ({ id: r.id, ownerId: r.owner_id }))
}

/** Who saw a message, with the time of the first mark that covered it. */
export async function seenByOf(db: Queryable, message: MessageRow) {
  return selectRows<{ user_id: string; seen_at: Date }>(
    db,
    sql`select distinct on (k.user_id) k.user_id, k.seen_at from chat_seen_marks k
      join chat_members m on m.channel_id = k.channel_id and m.user_id = k.user_id
      where k.channel_id = ${message.channelId}::uuid and k.user_id <> ${message.ownerId}::uuid
        and (k.up_to_created_at, k.up_to_message_id) >= (select r.created_at, r.id from chat_messages r where r.id = ${message.id}::uuid)
      order by k.user_id, k.seen_at asc`,
  )
}

/** The message the owner already sent with this client id, if any. */
export async function findByClientId(db: Queryable, ownerId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.ownerId, ownerId), eq(chatMessages.clientId, clientId)))
  return row
}

export async function insertMessage(
  db: Queryable,
  values: {
    channelId: string
    ownerId: string
    clientId: string
    text: string | null
    mediaId: string | null
    now: Date
  },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .insert(chatMessages)
    .values({
      channelId: values.channelId,
      ownerId: values.ownerId,
      clientId: values.clientId,
      text: values.text,
      mediaId: values.mediaId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: [chatMessages.ownerId, chatMessages.clientId] })
    .returning()
  return row
}
