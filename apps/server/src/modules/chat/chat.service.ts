import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { chatOptionsOf, chatRecipientProfiles, mayStartChat } from '@nido/domain/access/chat'
import type {
  ChatChannel,
  ChatMessage,
  ChatScope,
  ChatUser,
  ChatUserOptionsDto,
  zChatChannelCreate,
  zChatChannelUpdate,
} from '@nido/domain/contracts/chat'
import type { ChatColor } from '@nido/domain/enums/chat'
import type { ReactionType } from '@nido/domain/enums/content'
import { chatAvailability, chatLockedOf } from '@nido/domain/rules/chat-availability'
import { messageVisibleTo, oneToOneKey } from '@nido/domain/rules/chat-visibility'
import { toggleReaction } from '@nido/domain/rules/reactions'
import type { z } from 'zod'
import { idFromRow, type ChannelId } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { chatBlocks, chatChannels, chatMessages, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { currentSchoolFeatures } from '../../platform/features'
import { attachMedia, detachMedia, mediaSummaries } from '../media/media.attach'
import { decodeCursor, decodeTimeKey, encodeCursor, encodeTimeKey, keysetPage } from '../../platform/keyset'
import type { ChatEvents } from './chat.events'
import {
  addMembers,
  blockedUsers,
  blockersOf,
  findByClientId,
  findMembership,
  findOneToOne,
  findReaction,
  findVisibleMessage,
  insertMessage,
  listChannels,
  markSeenUpTo,
  membersOf,
  messagesByIds,
  pageMessages,
  partiesByIds,
  peopleByIds,
  reachableIds,
  reactionsOf,
  removeMembers,
  searchReach,
  seenByOf,
  setReaction,
  sharedChannelUserIds,
  totalUnseen,
  type ChannelListRow,
  type ChannelRow,
  type ChatPersonRow,
  type MessageRow,
} from './chat.queries'

// Chat (issue 6; spec 001 §3–§5, §7, §8). Handlers authorize their action, then every function
// here starts with requireChat (the availability of spec 001 §8). Membership is the scope: a
// channel or message outside the actor's channels answers 404. Writes are audited and collect
// realtime events, which the route emits once the transaction has committed.

/** Spec 001 §8: refuse with the availability code, or return the actor's stored settings. */
export async function requireChat(db: Queryable, actor: Actor): Promise<Record<string, unknown>> {
  const [row] = await db.select({ settings: users.settings }).from(users).where(eq(users.id, actor.userId))
  const settings = row?.settings ?? {}
  const features = await currentSchoolFeatures(db, actor)
  const availability = chatAvailability({
    profileType: actor.userPermission.profileType,
    locked: chatLockedOf(settings),
    communication: features.communication,
  })
  if (availability !== 'ENABLED') throw new AppError(availability)
  return settings
}

const toUser = (p: ChatPersonRow): ChatUser => ({
  id: p.id,
  firstname: p.firstname,
  lastname: p.lastname,
  profileType: p.profileType,
  avatarMediaId: p.avatarMediaId,
})

const unknownUser = (id: string): ChatUser => ({
  id,
  firstname: '',
  lastname: '',
  profileType: 'GUARDIAN',
  avatarMediaId: null,
})

// --- scope, options, blocks ------------------------------------------------------------------

export async function chatScope(db: Queryable, actor: Actor): Promise<ChatScope> {
  const settings = await requireChat(db, actor)
  return {
    availability: 'ENABLED',
    userId: actor.userId,
    options: chatOptionsOf(settings),
    blockedUsers: (await blockedUsers(db, actor.userId)).map(toUser),
    canStartChat: !actor.observer && chatRecipientProfiles(actor.userPermission.profileType).length > 0,
    canWrite: !actor.observer,
  }
}

export async function updateOptions(
  tx: Queryable,
  actor: Actor,
  input: Partial<ChatUserOptionsDto>,
): Promise<ChatUserOptionsDto> {
  const settings = await requireChat(tx, actor)
  const next = { ...chatOptionsOf(settings), ...input }
  // Only the `chat` key changes: the other settings keep whatever other modules wrote.
  await tx
    .update(users)
    .set({
      settings: sql`jsonb_set(coalesce(${users.settings}, '{}'::jsonb), '{chat}', ${JSON.stringify(next)}::jsonb)`,
    })
    .where(eq(users.id, actor.userId))
  await audit(tx, actor, 'chat.updateOptions', { options: input })
  return next
}

export async function listBlocks(db: Queryable, actor: Actor) {
  await requireChat(db, actor)
  return { items: (await blockedUsers(db, actor.userId)).map(toUser) }
}

/** Someone the actor knows in chat: shares a channel with them or is within their reach. */
async function requireKnown(db: Queryable, actor: Actor, userId: string) {
  if ((await sharedChannelUserIds(db, actor, [userId])).has(userId)) return
  const reach = await reachableIds(
    db,
    actor,
    [userId],
    ['COORDINATOR', 'DIRECTOR', 'TEACHER', 'GUARDIAN', 'CHILD'],
  )
  if (!reach.has(userId)) throw new AppError('NOT_FOUND')
}

export async function block(tx: Queryable, actor: Actor, userId: string, events: ChatEvents) {
  await requireChat(tx, actor)
  if (userId === actor.userId) throw new AppError('VALIDATION_ERROR')
  await requireKnown(tx, actor, userId)
  const rows = await tx
    .insert(chatBlocks)
    .values({ userId: actor.userId, blockedUserId: userId })
    .onConflictDoNothing()
    .returning({ id: chatBlocks.id })
  if (rows.length > 0) await audit(tx, actor, 'chat.block', { blockedUserId: userId })
  // The actor's other tabs reload their list (spec 001 §4: blocking removes channels).
  events.counts([actor.userId])
}

export async function unblock(tx: Queryable, actor: Actor, userId: string, events: ChatEvents) {
  await requireChat(tx, actor)
  const rows = await tx
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.userId, actor.userId), eq(chatBlocks.blockedUserId, userId)))
    .returning({ id: chatBlocks.id })
  if (rows.length === 0) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'chat.unblock', { blockedUserId: userId })
  events.counts([actor.userId])
}

// --- people ----------------------------------------------------------------------------------

const encodePersonCursor = (p: ChatPersonRow) => encodeCursor([p.lastname, p.firstname, p.id])

function decodePersonCursor(cursor: string | undefined) {
  const values = decodeCursor(cursor, ['text', 'text', 'uuid'])
  return values && { lastname: values[0], firstname: values[1], id: values[2] }
}

/**
 * Spec 001 §5: the people the actor may start a chat with. The SQL narrows to the actor's reach
 * and the profiles of the matrix; the pure rule (options, blocks) filters each batch, so a page
 * may take a few batches to fill.
 */
export async function recipients(
  db: Queryable,
  actor: Actor,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
) {
  await requireChat(db, actor)
  const profiles = chatRecipientProfiles(actor.userPermission.profileType)
  const found: ChatPersonRow[] = []
  let after = decodePersonCursor(query.cursor)
  const parties = await partiesByIds(db, [actor.userId])
  const me = parties.get(actor.userId)
  if (!me || actor.observer) return { items: [], nextCursor: null }
  let more = true
  let lastSeen: ChatPersonRow | null = null
  for (let round = 0; round < 10 && found.length <= query.limit && more; round++) {
    const batchSize = Math.max(50, query.limit * 2)
    const batch = await searchReach(db, actor, { profiles, q: query.q, after, limit: batchSize })
    more = batch.length === batchSize
    const others = await partiesByIds(
      db,
      batch.map((p) => p.id),
    )
    for (const person of batch) {
      lastSeen = person
      const party = others.get(person.id)
      if (party && mayStartChat(me, party)) found.push(person)
      if (found.length > query.limit) break
    }
    if (lastSeen) after = { lastname: lastSeen.lastname, firstname: lastSeen.firstname, id: lastSeen.id }
  }
  const items = found.slice(0, query.limit)
  const last = items.at(-1)
  const hasMore = found.length > query.limit || (more && found.length === query.limit)
  return { items: items.map(toUser), nextCursor: hasMore && last ? encodePersonCursor(last) : null }
}

/** Spec 001 §7 channel users: of the ids, those the actor shares a channel with or may contact. */
export async function channelUsers(db: Queryable, actor: Actor, ids: readonly string[]) {
  await requireChat(db, actor)
  const unique = [...new Set(ids)]
  const shared = await sharedChannelUserIds(db, actor, unique)
  const reach = await reachableIds(
    db,
    actor,
    unique.filter((id) => !shared.has(id)),
    chatRecipientProfiles(actor.userPermission.profileType),
  )
  const people = await peopleByIds(db, [...shared, ...reach])
  return { users: unique.flatMap((id) => (people.has(id) ? [toUser(people.get(id)!)] : [])) }
}

// --- views -----------------------------------------------------------------------------------

const iso = (d: Date) => d.toISOString()
const after = (a: { createdAt: Date; id: string }, b: { at: Date | null; id: string | null }) =>
  b.at !== null &&
  b.id !== null &&
  (a.createdAt.getTime() < b.at.getTime() || (a.createdAt.getTime() === b.at.getTime() && a.id <= b.id))

/** Messages as the contract shows them: owner, media, reactions and who has seen them. */
export async function messageViews(db: Queryable, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return []
  const channelIds = [...new Set(rows.map((r) => r.channelId))]
  const [people, media, reactions, members, channels] = [
    await peopleByIds(
      db,
      rows.map((r) => r.ownerId),
    ),
    await mediaSummaries(
      db,
      rows.flatMap((r) => (r.mediaId && !r.deletedAt ? [r.mediaId] : [])),
    ),
    await reactionsOf(
      db,
      rows.map((r) => r.id),
    ),
    await membersOf(db, channelIds),
    await db
      .select()
      .from(chatChannels)
      .where(sql`${chatChannels.id} = any(${`{${channelIds.join(',')}}`}::uuid[])`),
  ]
  return rows.map((r) => {
    const channel = channels.find((c) => c.id === r.channelId)
    const seenBy = members
      .filter(
        (m) =>
          m.channelId === r.channelId &&
          m.userId !== r.ownerId &&
          after(r, { at: m.seenUpToCreatedAt, id: m.seenUpToMessageId }) &&
          (!channel || messageVisibleTo(channel, r.ownerId, m.userId, [])),
      )
      .map((m) => m.userId)
    const owner = people.get(r.ownerId)
    const deleted = r.deletedAt !== null
    return {
      id: r.id,
      chatChannelId: r.channelId,
      ownerUserId: r.ownerId,
      owner: owner ? toUser(owner) : unknownUser(r.ownerId),
      clientId: r.clientId,
      text: deleted ? null : r.text,
      mediaAttachmentId: deleted ? null : r.mediaId,
      mediaAttachment: !deleted && r.mediaId ? (media.get(r.mediaId) ?? null) : null,
      deleted,
      editedAt: r.editedAt ? iso(r.editedAt) : null,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      seenByUserIds: seenBy,
      userReactions: deleted ? [] : reactions.filter((x) => x.chatMessageId === r.id),
    }
  })
}

async function channelViews(
  db: Queryable,
  actor: Actor,
  rows: readonly ChannelListRow[],
): Promise<ChatChannel[]> {
  if (rows.length === 0) return []
  const members = await membersOf(
    db,
    rows.map((r) => r.channel.id),
  )
  const people = await peopleByIds(
    db,
    members.map((m) => m.userId),
  )
  const lastMessages = await messageViews(
    db,
    await messagesByIds(
      db,
      rows.flatMap((r) => (r.lastMessageId ? [r.lastMessageId] : [])),
    ),
  )
  return rows.map(({ channel, unseenCount, lastMessageId }) => ({
    id: idFromRow<ChannelId>(channel.id),
    title: channel.title,
    color: (channel.color as ChatColor | null) ?? null,
    oneToOneOwners:
      channel.oneToOneCreatorId && channel.oneToOneRecipientId
        ? { creatorId: channel.oneToOneCreatorId, recipientId: channel.oneToOneRecipientId }
        : null,
    ownerUserId: channel.ownerId,
    users: members
      .filter((m) => m.channelId === channel.id)
      .map((m) => {
        const p = people.get(m.userId)
        return p ? toUser(p) : unknownUser(m.userId)
      }),
    chatChannelOptions: { answersOnlyVisibleByOwner: channel.answersOnlyVisibleByOwner },
    unseenCount,
    lastMessage: lastMessages.find((m) => m.id === lastMessageId) ?? null,
    childIds: channel.childIds,
    canWrite: !actor.observer,
    canEdit: !actor.observer && channel.ownerId === actor.userId,
    createdAt: iso(channel.createdAt),
    lastActivityAt: iso(channel.lastActivityAt),
  }))
}

async function oneChannelView(db: Queryable, actor: Actor, channelId: string): Promise<ChatChannel> {
  const [row] = await listChannels(db, actor, { ids: [channelId], limit: 1 })
  if (!row) throw new AppError('NOT_FOUND')
  const [view] = await channelViews(db, actor, [row])
  return view!
}

// --- channels --------------------------------------------------------------------------------

export async function channels(
  db: Queryable,
  actor: Actor,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
) {
  await requireChat(db, actor)
  const rows = await listChannels(db, actor, {
    cursor: decodeTimeKey(query.cursor),
    limit: query.limit + 1,
    q: query.q,
  })
  const page = keysetPage(rows, query.limit, (last) =>
    encodeTimeKey({ at: last.channel.lastActivityAt, id: last.channel.id }),
  )
  return { items: await channelViews(db, actor, page.rows), nextCursor: page.nextCursor }
}

export async function channel(db: Queryable, actor: Actor, channelId: string) {
  await requireChat(db, actor)
  return oneChannelView(db, actor, channelId)
}

async function membership(db: Queryable, actor: Actor, channelId: string) {
  const found = await findMembership(db, actor, channelId)
  if (!found) throw new AppError('NOT_FOUND')
  return found
}

/**
 * New members must be within the actor's reach (else 404, ids cannot be probed) and pass the
 * spec 001 §5 rule with the options and blocks (else FORBIDDEN).
 */
async function requireStartable(db: Queryable, actor: Actor, memberIds: readonly string[]) {
  if (memberIds.length === 0) return
  const reach = await reachableIds(
    db,
    actor,
    memberIds,
    chatRecipientProfiles(actor.userPermission.profileType),
  )
  if (memberIds.some((id) => !reach.has(id))) throw new AppError('NOT_FOUND')
  const parties = await partiesByIds(db, [actor.userId, ...memberIds])
  const me = parties.get(actor.userId)!
  for (const id of memberIds) {
    const party = parties.get(id)
    if (!party || !mayStartChat(me, party)) throw new AppError('FORBIDDEN')
  }
}

/** Children the conversation is about: the actor's own (a family) or within their reach. */
async function requireChildren(db: Queryable, actor: Actor, childIds: readonly string[]) {
  const unique = [...new Set(childIds)]
  const own = new Set(actor.familyScope.childIds)
  const reach = await reachableIds(
    db,
    actor,
    unique.filter((id) => !own.has(id)),
    ['CHILD'],
  )
  if (unique.some((id) => !own.has(id) && !reach.has(id))) throw new AppError('NOT_FOUND')
  return unique
}

export async function createChannel(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: z.output<typeof zChatChannelCreate>,
  events: ChatEvents,
): Promise<ChatChannel> {
  await requireChat(tx, actor)
  const others = [...new Set(input.memberIds)].filter((id) => id !== actor.userId)
  if (others.length === 0) throw new AppError('VALIDATION_ERROR')
  await requireStartable(tx, actor, others)
  const childIds = await requireChildren(tx, actor, input.childIds ?? [])
  const title = input.title ?? null

  // A one-to-one (one other person, no title) with the same two people is reused (issue 6 item 1).
  if (others.length === 1 && title === null) {
    const key = oneToOneKey(actor.userId, others[0]!)
    const existing = await findOneToOne(tx, key)
    if (existing) {
      await addMembers(tx, existing.id, [actor.userId, others[0]!], now)
      events.channelChange(existing.id, [actor.userId, others[0]!])
      return oneChannelView(tx, actor, existing.id)
    }
  }
  const oneToOne = others.length === 1 && title === null
  const [created] = await tx
    .insert(chatChannels)
    .values({
      ownerId: actor.userId,
      title,
      color: input.color ?? null,
      oneToOneKey: oneToOne ? oneToOneKey(actor.userId, others[0]!) : null,
      oneToOneCreatorId: oneToOne ? actor.userId : null,
      oneToOneRecipientId: oneToOne ? others[0]! : null,
      answersOnlyVisibleByOwner: input.answersOnlyVisibleByOwner ?? false,
      childIds,
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const channelId = created!.id
  await addMembers(tx, channelId, [actor.userId, ...others], now)
  await audit(tx, actor, 'chat.createChannel', { channelId, memberIds: others, childIds })
  events.channelChange(channelId, [actor.userId, ...others])
  return oneChannelView(tx, actor, channelId)
}

/** The channel, when the actor owns it: members get FORBIDDEN, others 404. */
async function ownedChannel(db: Queryable, actor: Actor, channelId: string) {
  const { channel } = await membership(db, actor, channelId)
  if (channel.ownerId !== actor.userId) throw new AppError('FORBIDDEN')
  return channel
}

export async function updateChannel(
  tx: Queryable,
  actor: Actor,
  now: Date,
  channelId: string,
  input: z.output<typeof zChatChannelUpdate>,
  events: ChatEvents,
): Promise<ChatChannel> {
  await requireChat(tx, actor)
  const current = await ownedChannel(tx, actor, channelId)
  const members = (await membersOf(tx, [channelId])).map((m) => m.userId)
  let removed: string[] = []
  let added: string[] = []
  const changes: Partial<ChannelRow> = { updatedAt: now }
  if (input.memberIds) {
    const next = [...new Set(input.memberIds)].filter((id) => id !== actor.userId)
    if (next.length === 0) throw new AppError('VALIDATION_ERROR')
    added = next.filter((id) => !members.includes(id))
    removed = members.filter((id) => id !== actor.userId && !next.includes(id))
    await requireStartable(tx, actor, added)
    // Other members than the pair: the channel is a group from now on.
    if (current.oneToOneKey && (added.length > 0 || removed.length > 0))
      Object.assign(changes, { oneToOneKey: null, oneToOneCreatorId: null, oneToOneRecipientId: null })
  }
  if (input.title !== undefined) changes.title = input.title
  if (input.color !== undefined) changes.color = input.color
  if (input.answersOnlyVisibleByOwner !== undefined)
    changes.answersOnlyVisibleByOwner = input.answersOnlyVisibleByOwner
  await tx.update(chatChannels).set(changes).where(eq(chatChannels.id, channelId))
  await addMembers(tx, channelId, added, now)
  await removeMembers(tx, channelId, removed)
  await audit(tx, actor, 'chat.updateChannel', {
    channelId,
    addedIds: added,
    removedIds: removed,
    fields: Object.keys(input),
  })
  const stay = members.filter((id) => !removed.includes(id))
  events.channelChange(channelId, [...stay, ...added])
  events.channelDelete(channelId, removed)
  return oneChannelView(tx, actor, channelId)
}

export async function deleteChannel(tx: Queryable, actor: Actor, channelId: string, events: ChatEvents) {
  await requireChat(tx, actor)
  await ownedChannel(tx, actor, channelId)
  const members = (await membersOf(tx, [channelId])).map((m) => m.userId)
  const mediaIds = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), sql`${chatMessages.mediaId} is not null`))
  for (const m of mediaIds) await detachMedia(tx, { kind: 'chat-message', attachedId: m.id })
  await tx.delete(chatChannels).where(eq(chatChannels.id, channelId))
  await audit(tx, actor, 'chat.deleteChannel', { channelId })
  events.channelDelete(channelId, members)
  events.counts(members)
}

/** Our choice (docs/chat.md): a member who does not own the channel may leave it. */
export async function leaveChannel(tx: Queryable, actor: Actor, channelId: string, events: ChatEvents) {
  await requireChat(tx, actor)
  const { channel } = await membership(tx, actor, channelId)
  if (channel.ownerId === actor.userId) throw new AppError('FORBIDDEN')
  await removeMembers(tx, channelId, [actor.userId])
  await audit(tx, actor, 'chat.leaveChannel', { channelId })
  const stay = (await membersOf(tx, [channelId])).map((m) => m.userId)
  events.channelChange(channelId, stay)
  events.channelDelete(channelId, [actor.userId])
  events.counts([actor.userId])
}

// --- messages --------------------------------------------------------------------------------

/** A page of a channel's messages, before or after a message, with whether more remain. */
async function messagePage(
  db: Queryable,
  actor: Actor,
  channelId: string,
  bound: { untilMessageId?: string | undefined; sinceMessageId?: string | undefined },
  maxMessages: number,
) {
  await requireChat(db, actor)
  await membership(db, actor, channelId)
  const rows = await pageMessages(db, actor, channelId, { ...bound, limit: maxMessages + 1 })
  return {
    items: await messageViews(db, rows.slice(0, maxMessages)),
    hasMore: rows.length > maxMessages,
  }
}

export function messages(
  db: Queryable,
  actor: Actor,
  channelId: string,
  query: { untilMessageId?: string | undefined; maxMessages: number },
) {
  return messagePage(db, actor, channelId, { untilMessageId: query.untilMessageId }, query.maxMessages)
}

export function messagesSince(
  db: Queryable,
  actor: Actor,
  channelId: string,
  query: { sinceMessageId: string; maxMessages: number },
) {
  return messagePage(db, actor, channelId, { sinceMessageId: query.sinceMessageId }, query.maxMessages)
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
  channelId: string,
  input: { clientId: string; text?: string | undefined; mediaId?: string | undefined },
  events: ChatEvents,
): Promise<ChatMessage> {
  await requireChat(tx, actor)
  const { channel } = await membership(tx, actor, channelId)
  // Issue 6 item 2: a retried send (same client id) returns what was stored the first time.
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
  events.counts(audience.filter((id) => id !== actor.userId))
  return view!
}

/** A visible message; `mine` also requires the actor to own it (FORBIDDEN otherwise). */
async function visibleMessage(db: Queryable, actor: Actor, messageId: string, mine = false) {
  const message = await findVisibleMessage(db, actor, messageId)
  if (!message) throw new AppError('NOT_FOUND')
  if (mine && message.ownerId !== actor.userId) throw new AppError('FORBIDDEN')
  const { channel } = await membership(db, actor, message.channelId)
  return { message, channel }
}

export async function editMessage(
  tx: Queryable,
  actor: Actor,
  now: Date,
  messageId: string,
  text: string,
  events: ChatEvents,
): Promise<ChatMessage> {
  await requireChat(tx, actor)
  const { message, channel } = await visibleMessage(tx, actor, messageId, true)
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
  messageId: string,
  events: ChatEvents,
): Promise<void> {
  await requireChat(tx, actor)
  const { message, channel } = await visibleMessage(tx, actor, messageId, true)
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
  messageId: string,
  chosen: ReactionType,
  events: ChatEvents,
): Promise<ChatMessage> {
  await requireChat(tx, actor)
  const { message, channel } = await visibleMessage(tx, actor, messageId)
  if (message.deletedAt) throw new AppError('CONFLICT')
  const current = await findReaction(tx, messageId, actor.userId)
  // Spec 001 §4 (the news rule, reused): the same again removes it, another replaces it.
  const { next } = toggleReaction(current?.reactionType ?? null, chosen)
  await setReaction(tx, messageId, actor.userId, next)
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
  messageId: string,
  events: ChatEvents,
) {
  await requireChat(tx, actor)
  const { message, channel } = await visibleMessage(tx, actor, messageId)
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

export async function seenBy(db: Queryable, actor: Actor, messageId: string) {
  await requireChat(db, actor)
  const { message, channel } = await visibleMessage(db, actor, messageId)
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
