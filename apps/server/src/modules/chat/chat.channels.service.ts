import { and, eq, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import { chatRecipientProfiles, mayStartChat } from '@nido/domain/access/chat'
import type { ChatChannel, zChatChannelCreate, zChatChannelUpdate } from '@nido/domain/contracts/chat'
import { oneToOneKey } from '@nido/domain/rules/chat-visibility'
import type { z } from 'zod'
import type { Queryable } from '../../db/client'
import { chatChannels, chatMessages } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { detachMedia } from '../media/index'
import { decodeTimeKey, encodeTimeKey, keysetPage } from '../../platform/keyset'
import type { ChatEvents } from './chat.events'
import {
  addMembers,
  findMembership,
  findOneToOne,
  listChannels,
  membersOf,
  removeMembers,
} from './chat.channels.queries'
import type { ChannelRow } from './chat.queries'
import { partiesByIds, reachableIds } from './chat.people.queries'
import { requireChat } from './chat.service'
import type { InScope } from '../../platform/http'
import type { ChannelId } from '@nido/domain/ids'
import { channelViews, oneChannelView } from './chat.views'

// Chat channels (spec 001 §3, §5, §7): the actor's list, one-to-ones and groups, their members.

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

export type ChannelMembership = NonNullable<Awaited<ReturnType<typeof findMembership>>>

/**
 * The actor's channel and their membership, for `requireFor` (decision 0013): not a member (or
 * the channel is gone) answers NOT_FOUND. The chat's availability (spec 001 §8) comes first, as
 * before: a locked or disabled chat answers its own code before any id is looked up.
 */
export const channelInScope: InScope<ChannelId, ChannelMembership> = async (db, actor, id) => {
  await requireChat(db, actor)
  return findMembership(db, actor, id)
}

export async function channel(db: Queryable, actor: Actor, { channel }: ChannelMembership) {
  return oneChannelView(db, actor, channel.id)
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

  // A one-to-one (one other person, no title) with the same two people is reused (docs/chat.md).
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

/** The channel, when the actor owns it: members get FORBIDDEN (others got 404 from its scope). */
function ownedChannel(actor: Actor, { channel }: ChannelMembership) {
  if (channel.ownerId !== actor.userId) throw new AppError('FORBIDDEN')
  return channel
}

export async function updateChannel(
  tx: Queryable,
  actor: Actor,
  now: Date,
  found: ChannelMembership,
  input: z.output<typeof zChatChannelUpdate>,
  events: ChatEvents,
): Promise<ChatChannel> {
  const current = ownedChannel(actor, found)
  const channelId = current.id
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

export async function deleteChannel(
  tx: Queryable,
  actor: Actor,
  found: ChannelMembership,
  events: ChatEvents,
) {
  const channelId = ownedChannel(actor, found).id
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
export async function leaveChannel(
  tx: Queryable,
  actor: Actor,
  { channel }: ChannelMembership,
  events: ChatEvents,
) {
  const channelId = channel.id
  if (channel.ownerId === actor.userId) throw new AppError('FORBIDDEN')
  await removeMembers(tx, channelId, [actor.userId])
  await audit(tx, actor, 'chat.leaveChannel', { channelId })
  const stay = (await membersOf(tx, [channelId])).map((m) => m.userId)
  events.channelChange(channelId, stay)
  events.channelDelete(channelId, [actor.userId])
  events.counts([actor.userId])
}
