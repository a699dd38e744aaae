import { and, eq } from 'drizzle-orm'
import type { NewsStatus, NewsType, ShareTargetType } from '@nido/domain/enums/content'
import type { Queryable } from '../../db/client'
import { news, newsTargets } from '../../db/schema/index'

// ARCHITECTURE §6: every module whose items appear in a feed (posts, folders, galleries, postal
// cards, events, polls, daily) writes its row of the news index through these three functions,
// in the same transaction as its own rows.

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

/** Adds an item to the index, or replaces it (and its targets) when it is already there. */
export async function indexNews(tx: Queryable, entry: NewsEntry): Promise<string> {
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
  return newsId
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
