import { and, eq, sql } from 'drizzle-orm'
import { idFromRow, type MediaId, type UserId } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import { chatOptionsOf, chatRecipientProfiles } from '@nido/domain/access/chat'
import type { ChatScope, ChatUser, ChatUserOptionsDto } from '@nido/domain/contracts/chat'
import { chatAvailability, chatLockedOf } from '@nido/domain/rules/chat-availability'
import type { Queryable } from '../../db/client'
import { chatBlocks, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { currentSchoolFeatures } from '../../platform/features'
import type { ChatEvents } from './chat.events'
import { blockedUsers, reachableIds, sharedChannelUserIds, type ChatPersonRow } from './chat.people.queries'

// Chat (spec 001 §3–§5, §7, §8; docs/chat.md). Handlers authorize their action, then every
// function of the chat services starts with requireChat (the availability of spec 001 §8).
// Membership is the scope: a channel or message outside the actor's channels answers 404. Writes
// are audited and collect realtime events, which the route emits once the transaction has
// committed. This file holds the availability, the actor's options and blocks; channels, messages
// and people have their own chat.<sub>.service.ts.

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

export const toUser = (p: ChatPersonRow): ChatUser => ({
  id: idFromRow<UserId>(p.id),
  firstname: p.firstname,
  lastname: p.lastname,
  profileType: p.profileType,
  avatarMediaId: idFromRow<MediaId>(p.avatarMediaId),
})

export const unknownUser = (id: string): ChatUser => ({
  id: idFromRow<UserId>(id),
  firstname: '',
  lastname: '',
  profileType: 'GUARDIAN',
  avatarMediaId: null,
})

export async function chatScope(db: Queryable, actor: Actor): Promise<ChatScope> {
  const settings = await requireChat(db, actor)
  return {
    availability: 'ENABLED',
    userId: idFromRow<UserId>(actor.userId),
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
