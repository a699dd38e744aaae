import { sql } from 'drizzle-orm'
import type { MediaKind } from '@nido/domain/enums/media'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { uuidArray, validUuids } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { mediaShownTo } from './media.consent'

// A media file is readable only by those who may see what it is attached to (docs/media.md).
// Each module that attaches media says how to decide that for its kinds in its definition
// (`mediaKinds` in modules/module.ts: posts 'post', galleries 'gallery', folders 'folder'…), and
// who manages those items (`mediaManagers`: they also see files photo consent hides);
// buildApp gathers them and hands the lookups to every module (`contributions`). On top of the
// item's rule, every file goes through the one rule of media.consent.ts (photo consent). A kind
// nobody declared, and a file not attached yet, is readable by its owner only. A file the actor
// may not read answers 404 like a missing one (ARCHITECTURE §4).

/** Of `attachedIds`, the ones the actor may see at `now` (the request's clock: a delayed post's files wait too). */
export type MediaVisibility = (
  db: Queryable,
  actor: Actor,
  attachedIds: string[],
  now: Date,
) => Promise<Set<string>>

/** The rule of a kind, from the app's module definitions; undefined when no module declared it. */
export type MediaVisibilityOf = (kind: MediaKind) => MediaVisibility | undefined

/** What the modules declared about media, as buildApp hands it over (modules/module.ts Contributions). */
export interface MediaRules {
  /** Who may see the items of a kind (`mediaKinds`). */
  mediaVisibility: MediaVisibilityOf
  /** Who manages the items of a kind (`mediaManagers`); nobody when undefined. */
  mediaManagers: MediaVisibilityOf
}

/**
 * Of `mediaIds`, the ready files the actor may read: their own, or those whose item the kind's
 * rule shows them and that the consent rule (media.consent.ts) does not hide. Four queries at
 * most per kind, whatever the number of ids.
 */
export async function readableMediaIds(
  db: Queryable,
  rules: MediaRules,
  actor: Actor,
  mediaIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const readable = new Set<string>()
  const ids = validUuids(mediaIds)
  if (ids.length === 0) return readable
  const rows = (
    await queryRows<{
      id: string
      kind: MediaKind
      attached_id: string | null
      own: boolean
      shown: boolean
    }>(
      db,
      sql`select m.id, m.kind, m.attached_id, m.owner_id = ${actor.userId} as own,
        ${mediaShownTo(actor, 'm')} as shown
      from media m where m.id = any(${uuidArray(ids)}) and m.status = 'ready'`,
    )
  ).rows
  const byKind = new Map<MediaKind, typeof rows>()
  for (const row of rows) {
    if (row.own) readable.add(row.id)
    else if (row.attached_id) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row])
  }
  for (const [kind, kindRows] of byKind) {
    const rule = rules.mediaVisibility(kind)
    if (!rule) continue
    const attached = [...new Set(kindRows.map((r) => r.attached_id!))]
    const visible = await rule(db, actor, attached, now)
    const hidden = kindRows.filter((r) => visible.has(r.attached_id!) && !r.shown)
    const managers = rules.mediaManagers(kind)
    const managed =
      hidden.length > 0 && managers
        ? await managers(db, actor, [...new Set(hidden.map((r) => r.attached_id!))], now)
        : new Set<string>()
    for (const row of kindRows)
      if (visible.has(row.attached_id!) && (row.shown || managed.has(row.attached_id!))) readable.add(row.id)
  }
  return readable
}

/** May the actor read this ready file? (readableMediaIds for one id.) */
export async function mayRead(
  db: Queryable,
  rules: MediaRules,
  actor: Actor,
  mediaId: string,
  now: Date,
): Promise<boolean> {
  return (await readableMediaIds(db, rules, actor, [mediaId], now)).has(mediaId)
}

// Avatars (kind 'user', attached to the user's own id): shown next to names everywhere in the
// app, to any signed-in user (the route requires a session).
export const avatarVisibility: MediaVisibility = async (_db, _actor, attachedIds) => new Set(attachedIds)
