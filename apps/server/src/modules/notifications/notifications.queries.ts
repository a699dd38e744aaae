import { type SchoolId, type SectionId, type UserId, idFromRow } from '@nido/domain/ids'
import { uuidArray } from '../../db/sql'
import { sql, type SQL } from 'drizzle-orm'
import { notificationPageSize, type PanelNews } from '@nido/domain/contracts/notifications'
import type { NewsStatus, NewsType } from '@nido/domain/enums/content'
import type { MediaKind } from '@nido/domain/enums/media'
import type { ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { type NewsKind, type PanelReferenceText } from '../news/index'

// SQL of the notification panel (spec 000 §3, §7): news to moderate and news waiting moderation,
// offset pages of 20, each page read with a handful of batched queries (no N+1). The panel knows
// the news index only: what an item of each type shows comes from its kind (news.kinds.ts). Both lists read
// the partial index news_pending_idx (school_id, created_at) where status = 'pending', or the
// owner index news_owner_idx.

/** The item types that can wait for moderation: those whose kind says how the panel shows them. */
function moderatedTypes(kinds: readonly NewsKind[]): SQL {
  const types = kinds.flatMap((k) => (k.moderation ? [k.type] : []))
  return sql`n.type = any(${`{${types.join(',')}}`}::news_type[])`
}

interface NewsRow {
  id: string
  type: NewsType
  reference_id: string
  owner_id: string | null
  school_id: string
  status: NewsStatus
  refusal_reason: string | null
  created_at: string | Date
  publish_at: string | Date
}

/** Pending items of the given schools, oldest first (the first waiting is judged first). */
export function toModerateWhere(schoolIds: readonly string[], kinds: readonly NewsKind[]): SQL {
  return sql`n.status = 'pending' and n.school_id = any(${uuidArray(schoolIds)}) and ${moderatedTypes(kinds)}`
}

/** The owner's items waiting or refused (the author sees the refusal reason). */
export function ownPendingWhere(
  ownerId: string,
  schoolIds: readonly string[] | null,
  kinds: readonly NewsKind[],
): SQL {
  return sql`n.owner_id = ${ownerId} and n.status in ('pending', 'refused') and ${moderatedTypes(kinds)}
    ${schoolIds ? sql`and n.school_id = any(${uuidArray(schoolIds)})` : sql``}`
}

export async function countNews(db: Queryable, where: SQL): Promise<number> {
  const result = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from news n where ${where}`,
  )
  return Number(result.rows[0]?.count ?? 0)
}

export async function pageNews(db: Queryable, where: SQL, order: 'oldest' | 'newest', offset: number) {
  const orderBy = order === 'oldest' ? sql`n.created_at asc, n.id asc` : sql`n.created_at desc, n.id desc`
  const result = await queryRows<NewsRow>(
    db,
    sql`
    select n.id, n.type, n.reference_id, n.owner_id, n.school_id, n.status, n.refusal_reason,
      n.created_at, n.publish_at
    from news n where ${where}
    order by ${orderBy}
    offset ${offset} limit ${notificationPageSize + 1}`,
  )
  return result.rows
}

/**
 * The panel items of a page, with the reference's text (asked of its kind, once per type on the
 * page), files and section targets.
 */
export async function panelItems(
  db: Queryable,
  rows: NewsRow[],
  kinds: readonly NewsKind[],
): Promise<PanelNews[]> {
  if (rows.length === 0) return []
  const moderation = new Map(kinds.flatMap((k) => (k.moderation ? [[k.type, k.moderation] as const] : [])))
  const refs = new Map<NewsType, string[]>()
  for (const r of rows) refs.set(r.type, [...(refs.get(r.type) ?? []), r.reference_id])
  const texts = new Map<string, PanelReferenceText>()
  const read = async ([type, ids]: [NewsType, string[]]) =>
    (await moderation.get(type)?.texts(db, ids)) ?? new Map<string, PanelReferenceText>()
  for (const found of await Promise.all([...refs].map(read)))
    for (const [id, text] of found) texts.set(id, text)

  const mediaKinds = [...moderation.values()].flatMap((m) => (m.mediaKind ? [m.mediaKind] : []))
  const files = await queryRows<{
    attached_id: string
    kind: MediaKind
    type: PanelNews['attachments'][number]['attachmentType']
    file_name: string
  }>(
    db,
    sql`
    select m.attached_id, m.kind, m.type, m.file_name from media m
    where m.status = 'ready' and m.kind = any(${`{${mediaKinds.join(',')}}`}::media_kind[])
      and m.attached_id = any(${uuidArray(rows.map((r) => r.reference_id))})
    order by m.attached_id, m.position`,
  )
  const attachments = new Map<string, PanelNews['attachments']>()
  for (const f of files.rows) {
    const list = attachments.get(f.attached_id) ?? []
    list.push({ attachmentType: f.type, fileName: f.file_name })
    attachments.set(f.attached_id, list)
  }

  const targets = await queryRows<{ news_id: string; target_id: string }>(
    db,
    sql`
    select news_id, target_id from news_targets
    where target_type = 'Section' and news_id = any(${uuidArray(rows.map((r) => r.id))})`,
  )
  const sectionsOf = new Map<string, string[]>()
  for (const t of targets.rows) sectionsOf.set(t.news_id, [...(sectionsOf.get(t.news_id) ?? []), t.target_id])

  return rows.flatMap((r) => {
    const referenceType = moderation.get(r.type)?.referenceType
    return referenceType
      ? [
          {
            id: r.id,
            referenceType,
            reference: {
              id: r.reference_id,
              ownerId: idFromRow<UserId>(r.owner_id),
              ...(texts.get(r.reference_id) ?? {}),
            },
            attachments: attachments.get(r.reference_id) ?? [],
            schoolId: idFromRow<SchoolId>(r.school_id),
            status: r.status,
            refusalReason: r.refusal_reason,
            sectionIds: (sectionsOf.get(r.id) ?? []).map((id) => idFromRow<SectionId>(id)),
            createdAt: new Date(r.created_at).toISOString(),
            publishedAt: new Date(r.publish_at).toISOString(),
          },
        ]
      : []
  })
}

export async function panelUsers(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return []
  const result = await queryRows<{
    id: string
    firstname: string
    lastname: string
    profile_type: ProfileType
  }>(
    db,
    sql`
    select id, firstname, lastname, profile_type from users where id = any(${uuidArray(ids)})`,
  )
  return result.rows.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    profileType: r.profile_type,
  }))
}
