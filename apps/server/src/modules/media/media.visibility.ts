import type { MediaKind } from '@nido/domain/enums/media'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'

// A media file is readable only by those who may see what it is attached to (docs/media.md).
// Each module that attaches media says how to decide that for its kinds in its definition
// (`mediaKinds` in modules/module.ts: posts 'post', galleries 'gallery', folders 'folder'…);
// buildApp gathers them and hands the media module the lookup (`contributions.mediaVisibility`),
// which it asks before it signs a URL. A kind nobody declared, and a file not attached yet, is
// readable by its owner only. A file the actor may not read answers 404 like a missing one
// (ARCHITECTURE §4).

/** Of `attachedIds`, the ones the actor may see at `now` (the request's clock: a delayed post's files wait too). */
export type MediaVisibility = (
  db: Queryable,
  actor: Actor,
  attachedIds: string[],
  now: Date,
) => Promise<Set<string>>

/** The rule of a kind, from the app's module definitions; undefined when no module declared it. */
export type MediaVisibilityOf = (kind: MediaKind) => MediaVisibility | undefined

/** May the actor read this file? The owner always may; others through the kind's rule. */
export async function mayRead(
  db: Queryable,
  visibilityOf: MediaVisibilityOf,
  actor: Actor,
  file: { ownerId: string | null; kind: MediaKind; attachedId: string | null },
  now: Date,
): Promise<boolean> {
  if (file.ownerId !== null && file.ownerId === actor.userId) return true
  if (!file.attachedId) return false
  const rule = visibilityOf(file.kind)
  if (!rule) return false
  return (await rule(db, actor, [file.attachedId], now)).has(file.attachedId)
}

// Avatars (kind 'user', attached to the user's own id): shown next to names everywhere in the
// app, to any signed-in user (the route requires a session).
export const avatarVisibility: MediaVisibility = async (_db, _actor, attachedIds) => new Set(attachedIds)
