import { type SchoolId, idFromRow } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import type { Folder } from '@nido/domain/contracts/folders'
import type { z } from 'zod'
import type { zFolderInput } from '@nido/domain/contracts/folders'
import { initialNewsStatus } from '@nido/domain/rules/news-status'
import type { InScope } from '../../platform/http'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { attachMedia, attachedMediaIds, detachMedia, mediaSummaries } from '../media/index'
import { findNews, indexNews, newsOfReferences, removeNews, checkShareTargets } from '../news/index'
import { decodeTimeKey, emptyPage, encodeTimeKey, keysetPage } from '../../platform/keyset'
import { peopleByIds } from '../../platform/people'
import { currentSchoolOf, listSchoolOf, mayManage } from '../../platform/school-scope'
import {
  deleteFolder,
  findVisibleFolder,
  insertFolder,
  listVisibleFolders,
  orderFolderDocuments,
  updateFolder,
  type FolderRow,
} from './folders.queries'

// Spec 000 §2 folders, §3 media audience, §7 DELETE folder by id. A folder's row of the news
// index (type Folder) carries its sharing targets; its documents are media of kind folder.

type FolderInput = z.output<typeof zFolderInput>

const searchText = (input: { title: string; description: string }) => `${input.title}\n${input.description}`

/** The answer for several folders, in a fixed number of queries (no N+1). */
async function folderViews(db: Queryable, actor: Actor, rows: FolderRow[]): Promise<Folder[]> {
  const ids = rows.map((r) => r.id)
  const [newsRows, people, attached] = [
    await newsOfReferences(db, 'Folder', ids),
    await peopleByIds(
      db,
      rows.map((r) => r.ownerId),
    ),
    await attachedMediaIds(db, 'folder', ids),
  ]
  const summaries = await mediaSummaries(db, [...attached.values()].flat())
  return rows.map((row) => {
    const entry = newsRows.get(row.id)
    return {
      id: row.id,
      schoolId: idFromRow<SchoolId>(row.schoolId),
      title: row.title,
      description: row.description,
      audience: row.audience,
      owner: row.ownerId ? (people.get(row.ownerId) ?? null) : null,
      status: entry?.status ?? 'published',
      targets: entry?.targets ?? [],
      documents: (attached.get(row.id) ?? []).flatMap((id) => summaries.get(id) ?? []),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      canEdit: mayManage(actor, row),
    }
  })
}

export async function listFolders(
  db: Queryable,
  actor: Actor,
  now: Date,
  query: { cursor?: string | undefined; limit: number },
) {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) return emptyPage
  const rows = await listVisibleFolders(db, actor, schoolId, now, decodeTimeKey(query.cursor), query.limit)
  const page = keysetPage(rows, query.limit, (last) => encodeTimeKey({ at: last.createdAt, id: last.id }))
  return { items: await folderViews(db, actor, page.rows), nextCursor: page.nextCursor }
}

/**
 * The folders module's scope function (decision 0013): the folder as the actor may see it, or
 * nothing. Handlers ask for their folder through it (`requireFor`), which answers NOT_FOUND otherwise.
 */
export const folderInScope: InScope<string, FolderRow> = findVisibleFolder

export async function getFolder(db: Queryable, actor: Actor, row: FolderRow): Promise<Folder> {
  const [view] = await folderViews(db, actor, [row])
  return view!
}

/** Call inside a transaction: the folder, its news row, its documents and the audit row go together. */
export async function createFolder(
  tx: Queryable,
  actor: Actor,
  now: Date,
  input: FolderInput,
): Promise<Folder> {
  const schoolId = currentSchoolOf(actor)
  const targets = await checkShareTargets(tx, actor, input.targets)
  const row = await insertFolder(tx, {
    ownerId: actor.userId,
    schoolId,
    title: input.title,
    description: input.description,
    audience: input.audience,
  })
  await attachMedia(tx, actor, { mediaIds: input.mediaIds, kind: 'folder', attachedId: row.id })
  await indexNews(tx, {
    type: 'Folder',
    referenceId: row.id,
    ownerId: actor.userId,
    schoolId,
    status: initialNewsStatus(actor.userPermission),
    publishAt: now,
    searchText: searchText(input),
    targets,
  })
  await audit(tx, actor, 'folders.create', { folderId: row.id, mediaIds: input.mediaIds })
  const [view] = await folderViews(tx, actor, [row])
  return view!
}

/** The author, or a director or coordinator of the folder's school; others get 403 (unseen: 404). */
function requireManageable(actor: Actor, row: FolderRow): void {
  if (!mayManage(actor, row)) throw new AppError('FORBIDDEN')
}

export async function editFolder(
  tx: Queryable,
  actor: Actor,
  now: Date,
  current: FolderRow,
  input: FolderInput,
): Promise<Folder> {
  requireManageable(actor, current)
  const id = current.id
  const targets = await checkShareTargets(tx, actor, input.targets)
  const row = await updateFolder(tx, id, input, now)
  // Files already in the folder stay (whoever uploaded them); new ones must be the editor's.
  const existing = (await attachedMediaIds(tx, 'folder', [id])).get(id) ?? []
  await detachMedia(tx, { kind: 'folder', attachedId: id, keepIds: input.mediaIds })
  const added = input.mediaIds.filter((m) => !existing.includes(m))
  await attachMedia(tx, actor, { mediaIds: added, kind: 'folder', attachedId: id })
  await orderFolderDocuments(tx, id, input.mediaIds)
  const indexed = await findNews(tx, 'Folder', id)
  await indexNews(tx, {
    type: 'Folder',
    referenceId: id,
    ownerId: current.ownerId,
    schoolId: current.schoolId,
    status: indexed?.status ?? initialNewsStatus(actor.userPermission),
    publishAt: indexed?.publishAt ?? now,
    searchText: searchText(input),
    targets,
  })
  await audit(tx, actor, 'folders.update', { folderId: id, mediaIds: input.mediaIds })
  const [view] = await folderViews(tx, actor, [row])
  return view!
}

/** Spec 000 §7 DELETE folder: the folder, its news item and its documents' attachment go. */
export async function removeFolder(tx: Queryable, actor: Actor, row: FolderRow): Promise<void> {
  requireManageable(actor, row)
  const id = row.id
  const detached = await detachMedia(tx, { kind: 'folder', attachedId: id })
  await removeNews(tx, 'Folder', id)
  await deleteFolder(tx, id)
  await audit(tx, actor, 'folders.delete', { folderId: id, mediaIds: detached })
}
