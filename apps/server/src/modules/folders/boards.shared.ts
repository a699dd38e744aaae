import { inArray, sql, type SQLWrapper } from 'drizzle-orm'
import { AppError } from '@nido/domain/errors'
import type { BoardPerson, BoardTarget } from '@nido/domain/contracts/boards-common'
import type { NewsType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { newsTargets, news, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { flagSchoolId } from '../../platform/features'

// Helpers the three boards modules share (folders, polls, postal cards, issue 5 items 6–8).

/**
 * The school a new folder or poll belongs to: the one chosen in the scope selector (spec 000 §4),
 * else the actor's only school. Lists show the items of this school too.
 */
export function currentSchoolOf(actor: Actor): string {
  const schoolId = listSchoolOf(actor)
  if (!schoolId) throw new AppError('NOT_FOUND')
  return schoolId
}

/** The same for a list: a user without any school (a child in no section yet) sees an empty one. */
export function listSchoolOf(actor: Actor): string | null {
  const schoolId = flagSchoolId(actor)
  return schoolId && actor.structureTreeScope.schoolIds.includes(schoolId) ? schoolId : null
}

export const emptyPage = { items: [], nextCursor: null }

/**
 * Who manages an item besides its author: the directors and coordinators of its school (spec 000
 * §6 query scope by school). Managers see a poll's results; observers among them only read.
 */
export function isManager(actor: Actor, item: { ownerId: string | null; schoolId: string }): boolean {
  if (item.ownerId === actor.userId) return true
  const profile = actor.userPermission.profileType
  return (
    (profile === 'DIRECTOR' || profile === 'COORDINATOR') &&
    actor.structureTreeScope.schoolIds.includes(item.schoolId)
  )
}

/** Who may change or delete an item: a manager who is not an observer. */
export function mayManage(actor: Actor, item: { ownerId: string | null; schoolId: string }): boolean {
  return !actor.observer && isManager(actor, item)
}

/** Names of people, by id, in one query. */
export async function peopleByIds(
  db: Queryable,
  ids: readonly (string | null)[],
): Promise<Map<string, BoardPerson>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))]
  const found = new Map<string, BoardPerson>()
  if (unique.length === 0) return found
  const rows = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, unique))
  for (const row of rows) found.set(row.id, row)
  return found
}

/** The news rows (status) and targets of items of one type, in two queries. */
export async function newsOfItems(db: Queryable, type: NewsType, referenceIds: readonly string[]) {
  const byReference = new Map<string, { newsId: string; status: string; targets: BoardTarget[] }>()
  if (referenceIds.length === 0) return byReference
  const rows = await db
    .select({ id: news.id, referenceId: news.referenceId, status: news.status })
    .from(news)
    .where(sql`${news.type} = ${type} and ${inArray(news.referenceId, [...referenceIds])}`)
  const byNews = new Map<string, BoardTarget[]>()
  for (const row of rows) {
    const targets: BoardTarget[] = []
    byNews.set(row.id, targets)
    byReference.set(row.referenceId, { newsId: row.id, status: row.status, targets })
  }
  if (rows.length > 0) {
    const targetRows = await db
      .select({
        newsId: newsTargets.newsId,
        targetType: newsTargets.targetType,
        targetId: newsTargets.targetId,
      })
      .from(newsTargets)
      .where(
        inArray(
          newsTargets.newsId,
          rows.map((r) => r.id),
        ),
      )
    for (const t of targetRows) byNews.get(t.newsId)?.push({ targetType: t.targetType, targetId: t.targetId })
  }
  return byReference
}

/** Keyset cursor over (created_at desc, id desc): opaque to the client (ARCHITECTURE §3). */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url')
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The position after which the next page starts; a malformed cursor is a validation error. */
export function decodeCursor(cursor: string | undefined): { createdAt: Date; id: string } | null {
  if (!cursor) return null
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  const createdAt = new Date(at ?? '')
  if (!id || !uuidPattern.test(id) || Number.isNaN(createdAt.getTime()))
    throw new AppError('VALIDATION_ERROR')
  return { createdAt, id }
}

/** `(created_at, id) < cursor` for a table's columns. */
export function beforeCursor(
  createdAt: SQLWrapper,
  id: SQLWrapper,
  cursor: { createdAt: Date; id: string } | null,
) {
  if (!cursor) return undefined
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
}

/** Splits `limit + 1` rows into a page and its next cursor. */
export function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  return { rows: items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null }
}
