import { sql, type SQL } from 'drizzle-orm'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { uuidArray } from '../../db/sql'

// The one rule that decides whether a media row is shown to an actor who may see the item it
// hangs on (docs/media.md "Who may see a file", docs/security.md "Media, consent and uploads").
// Every path that shows a file — an album's items, its cover and count, the feed card, the media
// URL, zips, the data export — filters with it, so a photo cannot vanish from one view and stay in
// another. Photo consent (docs/galleries.md): a file in which a child whose guardians withheld
// consent is tagged is shown only to its uploader, to that child's family, and to those who manage
// the item (they must see it to take it out).

/** A file is tagged with a child without photo consent who is not of the actor's family. */
function hiddenByConsent(actor: ActorScope, mediaId: SQL): SQL {
  return sql`exists (select 1 from media_children hc join users hu on hu.id = hc.child_id
    where hc.media_id = ${mediaId} and hu.photo_consent_withheld
      and hc.child_id <> all(${uuidArray(actor.familyScope.childIds)}))`
}

/**
 * The file (alias `alias` of table `media`) is ready and shown to the actor. `manages`: true (or
 * an SQL condition) when the actor manages the item the file is attached to; the caller has
 * checked that the actor may see that item.
 */
export function mediaShownTo(actor: ActorScope, alias: string, manages: SQL | boolean = false): SQL {
  const m = sql.raw(alias)
  const managed = typeof manages === 'boolean' ? sql.raw(manages ? 'true' : 'false') : manages
  return sql`(${m}.status = 'ready' and (${m}.owner_id = ${actor.userId} or ${managed}
    or not ${hiddenByConsent(actor, sql`${m}.id`)}))`
}
