import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import type { MediaType } from '@nido/domain/enums/media'
import type { NewsStatus } from '@nido/domain/enums/content'
import type { Person } from '@nido/domain/contracts/galleries'
import type { Queryable } from '../../db/client'
import { galleries, media, mediaChildren, news, newsTargets, users } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import { newsAudience, targetInAudience } from '../news/index'
import { selectRows } from '../../db/rows'
import { beforeKey, type TimeKey } from '../../platform/keyset'
import { mediaShownTo } from '../media/index'

// The SQL of albums and photo tags. Every list filters by the actor in its `where` (STYLE habit 4)
// and reads related rows in batches (no N+1).

/** Directors and coordinators manage every album of their schools (our choice, docs/galleries.md). */
export function editorSchoolIds(actor: ActorScope): string[] {
  const profile = actor.userPermission.profileType
  return profile === 'DIRECTOR' || profile === 'COORDINATOR' ? actor.structureTreeScope.schoolIds : []
}

/**
 * An item of the news index (alias `n`) the actor may read: the same rule as the feed
 * (news.visibility.ts) written as a condition, so that lists can page in SQL.
 */
export function newsReadableBy(actor: ActorScope, now: Date): SQL {
  return sql`(n.owner_id = ${actor.userId}
    or (n.status = 'published' and n.publish_at <= ${now.toISOString()}::timestamptz
      and ${targetInAudience(sql`n.id`, newsAudience(actor))}))`
}

export interface GalleryRow {
  id: string
  title: string
  description: string
  schoolId: string
  ownerId: string | null
  ownerFirstname: string | null
  ownerLastname: string | null
  status: NewsStatus
  publishAt: Date
  itemCount: number
  coverMediaId: string | null
  createdAt: Date
  updatedAt: Date
}

interface RawGalleryRow {
  id: string
  title: string
  description: string
  school_id: string
  owner_id: string | null
  owner_firstname: string | null
  owner_lastname: string | null
  status: NewsStatus
  publish_at: string | Date
  item_count: number | string
  cover_media_id: string | null
  created_at: string | Date
  updated_at: string | Date
}

const toDate = (v: string | Date) => (v instanceof Date ? v : new Date(v))

function toGalleryRow(r: RawGalleryRow): GalleryRow {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    schoolId: r.school_id,
    ownerId: r.owner_id,
    ownerFirstname: r.owner_firstname,
    ownerLastname: r.owner_lastname,
    status: r.status,
    publishAt: toDate(r.publish_at),
    itemCount: Number(r.item_count),
    coverMediaId: r.cover_media_id,
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
  }
}

/** The album (alias `g`) is one the actor manages: the SQL of mayEditGallery (galleries.service.ts). */
export function galleryManagedBy(actor: ActorScope): SQL {
  if (actor.observer) return sql`false`
  return sql`(g.owner_id = ${actor.userId} or g.school_id = any(${uuidArray(editorSchoolIds(actor))}))`
}

/** A file (alias `m`) of the album `g` that the actor is shown: the one rule of media/media.consent.ts. */
function shownItem(actor: ActorScope): SQL {
  return sql`m.kind = 'gallery' and m.attached_id = g.id and ${mediaShownTo(actor, 'm', galleryManagedBy(actor))}`
}

/** The cover (first photo shown to the actor) and the count of the album `g`, for lists and feed cards. */
export function galleryCoverAndCount(actor: ActorScope): SQL {
  return sql`(select count(*) from media m where ${shownItem(actor)}) as item_count,
    (select m.id from media m where ${shownItem(actor)} and m.type = 'IMAGE'
      order by m.position, m.id limit 1) as cover_media_id`
}

const gallerySelect = (actor: ActorScope) => sql`
  select g.id, g.title, g.description, g.school_id, g.owner_id, g.created_at, g.updated_at,
    u.firstname as owner_firstname, u.lastname as owner_lastname, n.status, n.publish_at,
    ${galleryCoverAndCount(actor)}
  from galleries g
  join news n on n.type = 'Gallery' and n.reference_id = g.id
  left join users u on u.id = g.owner_id`

/** Albums the actor may read or manage: within their schools, readable as news, or theirs to edit. */
function visibleGallery(actor: ActorScope, now: Date): SQL {
  const editorSchools = editorSchoolIds(actor)
  return sql`g.school_id = any(${uuidArray(actor.structureTreeScope.schoolIds)})
    and (${newsReadableBy(actor, now)} or g.school_id = any(${uuidArray(editorSchools)}))`
}

/** A page of albums, newest first, after the keyset (created_at, id). */
export async function listGalleries(
  db: Queryable,
  actor: ActorScope,
  now: Date,
  page: { after: TimeKey | null; limit: number },
): Promise<GalleryRow[]> {
  const keyset = page.after ? sql`and ${beforeKey(sql`g.created_at`, sql`g.id`, page.after)}` : sql``
  const result = await selectRows<RawGalleryRow>(
    db,
    sql`${gallerySelect(actor)}
    where ${visibleGallery(actor, now)} ${keyset}
    order by g.created_at desc, g.id desc
    limit ${page.limit}`,
  )
  return result.map(toGalleryRow)
}

/** One album the actor may read or manage, or undefined (the caller answers 404). */
export async function findVisibleGallery(
  db: Queryable,
  actor: ActorScope,
  now: Date,
  id: string,
): Promise<GalleryRow | undefined> {
  const result = await selectRows<RawGalleryRow>(
    db,
    sql`${gallerySelect(actor)}
    where g.id = ${id}::uuid and ${visibleGallery(actor, now)}`,
  )
  const row = result[0]
  return row ? toGalleryRow(row) : undefined
}

export async function galleryTargets(db: Queryable, galleryId: string) {
  return db
    .select({ targetType: newsTargets.targetType, targetId: newsTargets.targetId })
    .from(newsTargets)
    .innerJoin(news, eq(news.id, newsTargets.newsId))
    .where(and(eq(news.type, 'Gallery'), eq(news.referenceId, galleryId)))
    .orderBy(asc(newsTargets.targetType), asc(newsTargets.targetId))
}

export interface ItemRow {
  id: string
  type: MediaType
  fileName: string
  mimeType: string
  width: number | null
  height: number | null
  takenAt: Date | null
  createdAt: Date
  position: number
  storageKey: string
  variants: Record<string, string>
}

/** The files of an album the actor is shown (media/media.consent.ts), in album order. */
export async function galleryItems(db: Queryable, actor: ActorScope, galleryId: string): Promise<ItemRow[]> {
  const rows = await selectRows<{
    id: string
    type: MediaType
    file_name: string
    mime_type: string
    width: number | null
    height: number | null
    taken_at: string | Date | null
    created_at: string | Date
    position: number
    storage_key: string
    variants: Record<string, string> | string
  }>(
    db,
    sql`select m.id, m.type, m.file_name, m.mime_type, m.width, m.height, m.taken_at, m.created_at,
      m.position, m.storage_key, m.variants
    from media m join galleries g on g.id = m.attached_id
    where g.id = ${galleryId}::uuid and ${shownItem(actor)}
    order by m.position, m.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    fileName: r.file_name,
    mimeType: r.mime_type,
    width: r.width,
    height: r.height,
    takenAt: r.taken_at === null ? null : toDate(r.taken_at),
    createdAt: toDate(r.created_at),
    position: r.position,
    storageKey: r.storage_key,
    variants:
      typeof r.variants === 'string' ? (JSON.parse(r.variants) as Record<string, string>) : r.variants,
  }))
}

export interface TagRow extends Person {
  mediaId: string
  photoConsentWithheld: boolean
}

/** The children tagged in some media, in one query, by media id. */
export async function tagsOf(db: Queryable, mediaIds: readonly string[]): Promise<Map<string, TagRow[]>> {
  const byMedia = new Map<string, TagRow[]>()
  if (mediaIds.length === 0) return byMedia
  const rows = await db
    .select({
      mediaId: mediaChildren.mediaId,
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      photoConsentWithheld: users.photoConsentWithheld,
    })
    .from(mediaChildren)
    .innerJoin(users, eq(users.id, mediaChildren.childId))
    .where(inArray(mediaChildren.mediaId, [...mediaIds]))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id))
  for (const row of rows) {
    const list = byMedia.get(row.mediaId) ?? []
    list.push(row)
    byMedia.set(row.mediaId, list)
  }
  return byMedia
}

/** Sets the position of each file to its index in `orderedIds` (one statement). */
export async function reorderMedia(
  db: Queryable,
  galleryId: string,
  orderedIds: readonly string[],
  now: Date,
) {
  if (orderedIds.length === 0) return
  await db.execute(sql`
    update media m set position = o.ord - 1, updated_at = ${now.toISOString()}::timestamptz
    from unnest(${uuidArray(orderedIds)}) with ordinality as o(id, ord)
    where m.id = o.id and m.kind = 'gallery' and m.attached_id = ${galleryId}::uuid`)
}

/** The stored rows of media ids attached to an album, for checks (type) and cleanup (keys). */
export async function mediaRows(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: media.id,
      type: media.type,
      storageKey: media.storageKey,
      variants: media.variants,
      attachedId: media.attachedId,
    })
    .from(media)
    .where(inArray(media.id, [...ids]))
}

export async function insertGallery(
  db: Queryable,
  values: { ownerId: string; schoolId: string; title: string; description: string; now: Date },
) {
  const [row] = await db
    .insert(galleries)
    .values({
      ownerId: values.ownerId,
      schoolId: values.schoolId,
      title: values.title,
      description: values.description,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: galleries.id })
  return row!.id
}
