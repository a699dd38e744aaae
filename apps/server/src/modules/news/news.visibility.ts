import { sql } from 'drizzle-orm'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import type { NewsType } from '@nido/domain/enums/content'
import { mayReadNewsType } from '@nido/domain/access/news-types'
import type { Queryable } from '../../db/client'
import { newsAudience, targetInAudience } from './news.audience'
import { queryRows } from '../../db/rows'
import { uuidArray, validUuids } from '../../db/sql'

// Who may read an item of the news index, for the modules whose files hang on an item (media of a
// post, photos of a gallery, documents of a folder, the photo of a postal card). The same rule as
// the feed (news.audience.ts): published, publish_at reached and a target in the actor's audience;
// the actor's own items are always visible, whatever their status or date.

/**
 * The reference ids (of `type`) among `referenceIds` that the actor may read. Ids that are not in
 * the index, or not visible, are simply absent (one query whatever the number of ids).
 */
export async function visibleNewsReferences(
  db: Queryable,
  actor: ActorScope,
  type: NewsType,
  referenceIds: readonly string[],
  now: Date,
): Promise<Set<string>> {
  const ids = validUuids(referenceIds)
  // Spec 000 §6: sponsors are kept out of albums (and their files) whatever the targets say.
  if (ids.length === 0 || !mayReadNewsType(actor.userPermission.profileType, type)) return new Set()
  const audience = newsAudience(actor)
  const result = await queryRows<{ reference_id: string }>(
    db,
    sql`
    select n.reference_id from news n
    where n.type = ${type} and n.reference_id = any(${uuidArray(ids)})
      and (n.owner_id = ${actor.userId}
        or (n.status = 'published' and n.publish_at <= ${now.toISOString()}::timestamptz
          and ${targetInAudience(sql`n.id`, audience)}))`,
  )
  return new Set(result.rows.map((r) => r.reference_id))
}
