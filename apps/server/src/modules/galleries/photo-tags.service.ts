import { and, eq, inArray, sql } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { MediaId } from '@nido/domain/ids'
import type { TagCandidates } from '@nido/domain/contracts/galleries'
import { mayBeTagged } from '@nido/domain/rules/photo-consent'
import type { Queryable } from '../../db/client'
import { media, mediaChildren } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import type { InScope } from '../../platform/http'
import { audit } from '../../platform/audit'
import { findNews, visibleNewsReferences } from '../news/index'
import { findVisibleGallery } from './galleries.queries'
import { photoConsentError } from './photo-consent.service'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'

// Staff tag the children who appear in a photo or video of an album or a post.
// Only children of the staff member's own scope (a teacher's sections; a director's or
// coordinator's schools) may be tagged, and never a child whose guardians withheld photo consent.

/** A photo or video of an album or a post, with the school of that item. */
export interface TaggableMedia {
  mediaId: MediaId
  schoolId: string
}

/**
 * The photo or video as the actor may tag it (decision 0013): handlers ask for it with
 * `requireFor(action, mediaId, taggableMediaInScope)`. Not ready, not a photo or video of an album
 * or a post, or on an item the actor does not see: nothing, so NOT_FOUND.
 */
export const taggableMediaInScope: InScope<MediaId, TaggableMedia> = async (db, actor, mediaId, now) => {
  const [row] = await db
    .select({ kind: media.kind, attachedId: media.attachedId })
    .from(media)
    .where(
      and(
        eq(media.id, mediaId),
        eq(media.status, 'ready'),
        inArray(media.kind, ['gallery', 'post']),
        inArray(media.type, ['IMAGE', 'VIDEO']),
      ),
    )
  if (!row?.attachedId) return undefined
  const attachedId = row.attachedId
  if (row.kind === 'gallery') {
    const gallery = await findVisibleGallery(db, actor, now, attachedId)
    return gallery && { mediaId, schoolId: gallery.schoolId }
  }
  const visible = await visibleNewsReferences(db, actor, 'Post', [attachedId], now)
  const post = visible.has(attachedId) ? await findNews(db, 'Post', attachedId) : undefined
  return post && { mediaId, schoolId: post.schoolId }
}

interface CandidateRow {
  id: string
  firstname: string
  lastname: string
  photo_consent_withheld: boolean
}

/** Children of the item's school within the actor's sections (their tree: all sections of a school). */
async function candidatesOf(db: Queryable, actor: Actor, schoolId: string) {
  const result = await selectRows<CandidateRow>(
    db,
    sql`
    select distinct u.id, u.firstname, u.lastname, u.photo_consent_withheld
    from child_sections cs
    join sections sc on sc.id = cs.section_id
    join users u on u.id = cs.child_id
    where cs.section_id = any(${uuidArray(actor.structureTreeScope.sectionIds)})
      and sc.school_id = ${schoolId}::uuid and u.profile_type = 'CHILD' and u.status = 'Active'
    order by u.lastname, u.firstname, u.id`,
  )
  return result.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    consentWithheld: r.photo_consent_withheld,
  }))
}

async function taggedIn(db: Queryable, mediaId: string) {
  const result = await selectRows<{ id: string; firstname: string; lastname: string }>(
    db,
    sql`
    select u.id, u.firstname, u.lastname from media_children mc join users u on u.id = mc.child_id
    where mc.media_id = ${mediaId}::uuid order by u.lastname, u.firstname, u.id`,
  )
  return result.map((r) => ({ id: r.id, firstname: r.firstname, lastname: r.lastname }))
}

export async function readTagCandidates(
  db: Queryable,
  actor: Actor,
  item: TaggableMedia,
): Promise<TagCandidates> {
  return {
    candidates: await candidatesOf(db, actor, item.schoolId),
    tagged: await taggedIn(db, item.mediaId),
  }
}

/**
 * Sets the tags among the actor's own candidates; tags of children outside the actor's scope
 * (set by a colleague of another section) are left as they are. An id that is not a candidate is
 * NOT_FOUND; a child without consent is PHOTO_CONSENT_WITHHELD naming them.
 */
export async function setTags(
  tx: Queryable,
  actor: Actor,
  item: TaggableMedia,
  childIds: readonly string[],
): Promise<TagCandidates> {
  const { mediaId } = item
  const candidates = await candidatesOf(tx, actor, item.schoolId)
  const byId = new Map(candidates.map((c) => [c.id, c]))
  const wanted = [...new Set(childIds)]
  const chosen = wanted.map((id) => byId.get(id))
  if (chosen.some((c) => c === undefined)) throw new AppError('NOT_FOUND')
  const refused = chosen.filter((c) => c && !mayBeTagged({ photoConsentWithheld: c.consentWithheld }))
  if (refused.length > 0) throw photoConsentError(refused.filter((c) => c !== undefined))

  const before = await taggedIn(tx, mediaId)
  const inScope = new Set(candidates.map((c) => c.id))
  const toRemove = before.filter((c) => inScope.has(c.id) && !wanted.includes(c.id)).map((c) => c.id)
  const toAdd = wanted.filter((id) => !before.some((c) => c.id === id))
  if (toRemove.length > 0)
    await tx
      .delete(mediaChildren)
      .where(and(eq(mediaChildren.mediaId, mediaId), inArray(mediaChildren.childId, toRemove)))
  if (toAdd.length > 0)
    await tx
      .insert(mediaChildren)
      .values(toAdd.map((childId) => ({ mediaId, childId, taggedById: actor.userId })))
      .onConflictDoNothing()
  await audit(tx, actor, 'galleries.tagChildren', { mediaId, added: toAdd, removed: toRemove })
  return { candidates, tagged: await taggedIn(tx, mediaId) }
}
