import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { attachMedia, detachMedia } from './media.attach'

// The user's avatar (/account): a ready file of kind 'user', attached to the user.

export async function setAvatar(tx: Queryable, actor: Actor, mediaId: string | null) {
  if (mediaId) await attachMedia(tx, actor, { mediaIds: [mediaId], kind: 'user', attachedId: actor.userId })
  await detachMedia(tx, { kind: 'user', attachedId: actor.userId, keepIds: mediaId ? [mediaId] : [] })
  await tx.update(users).set({ avatarMediaId: mediaId }).where(eq(users.id, actor.userId))
  await audit(tx, actor, 'media.setAvatar', { mediaId })
  return { avatarMediaId: mediaId }
}
