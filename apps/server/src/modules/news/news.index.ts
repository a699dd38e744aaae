import { and, eq, inArray } from 'drizzle-orm'
import type { NewsStatus, NewsType, ShareTargetType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { news, newsTargets } from '../../db/schema/index'
import { pushOnStatusChange } from './news.push'

// ARCHITECTURE §6: every module whose items appear in a feed (posts, folders, galleries, postal
// cards, events, polls, daily) writes its row of the news index through these three functions,
// in the same transaction as its own rows, and reads it back (status, targets) through
// `findNews` and `newsOfReferences`.

export interface ShareTarget {
  targetType: ShareTargetType
  targetId: string
}

export interface NewsEntry {
  type: NewsType
  referenceId: string
  ownerId: string | null
  schoolId: string
  status: NewsStatus
  publishAt: Date
  /** Plain text searched by the feed's content filter (title, text, question…). */
  searchText: string
  targets: readonly ShareTarget[]
}

/**
 * Adds an item to the index, or replaces it (and its targets) when it is already there; an item
 * that becomes published or pending queues its push notice (news.push.ts).
 */
export async function indexNews(tx: Queryable, entry: NewsEntry): Promise<string> {
  const before = await findNews(tx, entry.type, entry.referenceId)
  const values = {
    type: entry.type,
    referenceId: entry.referenceId,
    ownerId: entry.ownerId,
    schoolId: entry.schoolId,
    status: entry.status,
    publishAt: entry.publishAt,
    searchText: entry.searchText,
  }
  const [row] = await tx
    .insert(news)
    .values(values)
    .onConflictDoUpdate({ target: [news.type, news.referenceId], set: values })
    .returning({ id: news.id })
  const newsId = row!.id
  await tx.delete(newsTargets).where(eq(newsTargets.newsId, newsId))
  if (entry.targets.length > 0) {
    await tx
      .insert(newsTargets)
      .values(entry.targets.map((t) => ({ newsId, ...t, publishAt: entry.publishAt })))
      .onConflictDoNothing()
  }
  await pushOnStatusChange(tx, { ...entry, newsId }, before?.status)
  return newsId
}

/**
 * Adds many items that are not in the index yet, in two statements whatever their number (the
 * demo seed's week, seed/demo-week.ts: the start-up budget of docs/deploy.md).
 */
export async function indexNewItems(tx: Queryable, entries: readonly NewsEntry[]): Promise<void> {
  if (entries.length === 0) return
  const rows = await tx
    .insert(news)
    .values(
      entries.map((e) => ({
        type: e.type,
        referenceId: e.referenceId,
        ownerId: e.ownerId,
        schoolId: e.schoolId,
        status: e.status,
        publishAt: e.publishAt,
        searchText: e.searchText,
      })),
    )
    .returning({ id: news.id, type: news.type, referenceId: news.referenceId })
  const idOf = new Map(rows.map((r) => [`${r.type}:${r.referenceId}`, r.id]))
  const targets = entries.flatMap((e) =>
    e.targets.map((t) => ({ newsId: idOf.get(`${e.type}:${e.referenceId}`)!, ...t, publishAt: e.publishAt })),
  )
  if (targets.length > 0) await tx.insert(newsTargets).values(targets).onConflictDoNothing()
}

/** The index row of a module's item, or undefined. */
export async function findNews(tx: Queryable, type: NewsType, referenceId: string) {
  const [row] = await tx
    .select()
    .from(news)
    .where(and(eq(news.type, type), eq(news.referenceId, referenceId)))
  return row
}

/** Removes an item from every feed (its targets and reactions go with it). */
export async function removeNews(tx: Queryable, type: NewsType, referenceId: string): Promise<void> {
  await tx.delete(news).where(and(eq(news.type, type), eq(news.referenceId, referenceId)))
}

/** The index rows (status) and targets of items of one type, by reference id, in two queries. */
export async function newsOfReferences(db: Queryable, type: NewsType, referenceIds: readonly string[]) {
  const byReference = new Map<string, { newsId: string; status: NewsStatus; targets: ShareTarget[] }>()
  if (referenceIds.length === 0) return byReference
  const rows = await db
    .select({ id: news.id, referenceId: news.referenceId, status: news.status })
    .from(news)
    .where(and(eq(news.type, type), inArray(news.referenceId, [...referenceIds])))
  const byNews = new Map<string, ShareTarget[]>()
  for (const row of rows) {
    const targets: ShareTarget[] = []
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
