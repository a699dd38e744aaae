import { sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { ChatChannel, ChatMessage } from '@nido/domain/contracts/chat'
import type { ChatColor } from '@nido/domain/enums/chat'
import { messageVisibleTo } from '@nido/domain/rules/chat-visibility'
import { type ChannelId, type ChildId, type MediaId, type UserId, idFromRow } from '@nido/domain/ids'
import type { Queryable } from '../../db/client'
import { chatChannels } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { mediaSummaries } from '../media/index'
import { listChannels, membersOf, type ChannelListRow } from './chat.channels.queries'
import { messagesByIds, reactionsOf } from './chat.messages.queries'
import type { MessageRow } from './chat.queries'
import { peopleByIds } from './chat.people.queries'
import { toUser, unknownUser } from './chat.service'

// Channels and messages as the contract shows them (spec 001 §7), shared by the channel and the
// message services.

export const iso = (d: Date) => d.toISOString()
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
      chatChannelId: idFromRow<ChannelId>(r.channelId),
      ownerUserId: idFromRow<UserId>(r.ownerId),
      owner: owner ? toUser(owner) : unknownUser(r.ownerId),
      clientId: r.clientId,
      text: deleted ? null : r.text,
      mediaAttachmentId: deleted ? null : idFromRow<MediaId>(r.mediaId),
      mediaAttachment: !deleted && r.mediaId ? (media.get(r.mediaId) ?? null) : null,
      deleted,
      editedAt: r.editedAt ? iso(r.editedAt) : null,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      seenByUserIds: seenBy.map((id) => idFromRow<UserId>(id)),
      userReactions: deleted
        ? []
        : reactions
            .filter((x) => x.chatMessageId === r.id)
            .map((x) => ({ ...x, userId: idFromRow<UserId>(x.userId) })),
    }
  })
}

export async function channelViews(
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
        ? {
            creatorId: idFromRow<UserId>(channel.oneToOneCreatorId),
            recipientId: idFromRow<UserId>(channel.oneToOneRecipientId),
          }
        : null,
    ownerUserId: idFromRow<UserId>(channel.ownerId),
    users: members
      .filter((m) => m.channelId === channel.id)
      .map((m) => {
        const p = people.get(m.userId)
        return p ? toUser(p) : unknownUser(m.userId)
      }),
    chatChannelOptions: { answersOnlyVisibleByOwner: channel.answersOnlyVisibleByOwner },
    unseenCount,
    lastMessage: lastMessages.find((m) => m.id === lastMessageId) ?? null,
    childIds: channel.childIds.map((id) => idFromRow<ChildId>(id)),
    canWrite: !actor.observer,
    canEdit: !actor.observer && channel.ownerId === actor.userId,
    createdAt: iso(channel.createdAt),
    lastActivityAt: iso(channel.lastActivityAt),
  }))
}

export async function oneChannelView(db: Queryable, actor: Actor, channelId: string): Promise<ChatChannel> {
  const [row] = await listChannels(db, actor, { ids: [channelId], limit: 1 })
  if (!row) throw new AppError('NOT_FOUND')
  const [view] = await channelViews(db, actor, [row])
  return view!
}
