import type { MediaKind } from '@nido/domain/enums/media'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'

// Issue 5 item 1: a media file is readable only by those who may see what it is attached to.
// Each module that attaches media registers how to decide that for its kind (posts 'post',
// galleries 'gallery', folders 'folder', postal cards 'postal-card'); the media module asks before
// it signs a URL. A kind nobody registered, and a file not attached yet, is readable by its owner
// only. A file the actor may not read answers 404 like a missing one (ARCHITECTURE §4).

/** Of `attachedIds`, the ones the actor may see at `now` (the request's clock: a delayed post's files wait too). */
export type MediaVisibility = (
  db: Queryable,
  actor: Actor,
  attachedIds: string[],
  now: Date,
) => Promise<Set<string>>

const rules = new Map<MediaKind, MediaVisibility>()

export function registerMediaVisibility(kind: MediaKind, rule: MediaVisibility): void {
  rules.set(kind, rule)
}

export function mediaVisibilityOf(kind: MediaKind): MediaVisibility | undefined {
  return rules.get(kind)
}

/** May the actor read this file? The owner always may; others through the kind's rule. */
export async function mayRead(
  db: Queryable,
  actor: Actor,
  file: { ownerId: string | null; kind: MediaKind; attachedId: string | null },
  now: Date,
): Promise<boolean> {
  if (file.ownerId !== null && file.ownerId === actor.userId) return true
  if (!file.attachedId) return false
  const rule = rules.get(file.kind)
  if (!rule) return false
  return (await rule(db, actor, [file.attachedId], now)).has(file.attachedId)
}

// Avatars (kind 'user', attached to the user's own id): shown next to names everywhere in the
// app, to any signed-in user (the route requires a session).
registerMediaVisibility('user', async (_db, _actor, attachedIds) => new Set(attachedIds))
