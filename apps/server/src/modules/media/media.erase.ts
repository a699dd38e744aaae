import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { media } from '../../db/schema/index'

// Erasure (docs/security.md "Erasure"): what a person owned that is theirs alone goes with them —
// their avatar, their exports, the photos they sent in chat, and every upload nothing holds.
// What they attached to school content (posts, albums, postal cards) stays with the school,
// owned by the anonymous account.

/** Kinds whose files are about the owner alone, attached or not. */
const personalKinds = ['user', 'data-protection-export', 'chat-message'] as const

/**
 * Every storage key a media row wrote: the file and each resized variant (media.complete.ts
 * names them `media/<id>/<random>/<size>.jpg` and records them in `variants`), so that nothing
 * of a removed row is left behind on disk or in the bucket.
 */
export function storedKeysOf(row: { storageKey: string; variants: Record<string, string> }): string[] {
  return [row.storageKey, ...Object.values(row.variants)]
}

/**
 * Deletes the person's own files' rows (inside the erasure's transaction) and answers their
 * storage keys, variants included, for the caller to delete once the transaction committed.
 */
export async function eraseOwnedMedia(tx: Queryable, userId: string): Promise<string[]> {
  const removed = await tx
    .delete(media)
    .where(
      and(
        eq(media.ownerId, userId),
        or(inArray(media.kind, [...personalKinds]), isNull(media.attachedId), eq(media.status, 'pending')),
      ),
    )
    .returning({ storageKey: media.storageKey, variants: media.variants })
  return removed.flatMap(storedKeysOf)
}
