import type { MediaKind } from '@nido/domain/enums/media'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'

// Issue 5 item 1: a media file is readable only by those who may see what it is attached to.
// Each module that attaches media registers how to decide that for its kind; the media module
// asks before it signs a URL. A kind nobody registered is readable by its owner only.

/** Of `attachedIds`, the ones the actor may see. */
export type MediaVisibility = (db: Queryable, actor: Actor, attachedIds: string[]) => Promise<Set<string>>

const rules = new Map<MediaKind, MediaVisibility>()

export function registerMediaVisibility(kind: MediaKind, rule: MediaVisibility): void {
  rules.set(kind, rule)
}

export function mediaVisibilityOf(kind: MediaKind): MediaVisibility | undefined {
  return rules.get(kind)
}
