import type { InfiniteData, Query, QueryKey } from '@tanstack/react-query'
import type { OfflineScope } from '@/session/offline-data'

// What the app keeps for opening without a connection (docs/offline-and-install.md), besides the
// current user: the shell's access context, the brand (the theme's colours), the newsfeed's first
// page as last shown, and today's care log (the check-in card and the boards without a date).
// Anything else is asked of the server and waits for the connection. The keys are the features'
// own (STYLE habit 9: under ['session', userId, …]).

/** The queries of the user `userId` kept for offline use, apart from the newsfeed. */
export function isKeptOffline(queryKey: QueryKey, userId: string): boolean {
  const [root, owner, area, kind, , date] = queryKey
  if (root === 'brand') return typeof owner === 'object' && owner !== null
  if (root !== 'session' || owner !== userId) return false
  if (area === 'context') return true
  // features/daily/queries.ts currentQuery: today's check-in and morning word.
  if (area === 'daily') return kind === 'current'
  // features/daily-log/queries.ts: the sections and the boards of the school's today (date null).
  if (area === 'dailyLog') return kind === 'sections' || (kind === 'board' && date === null)
  return false
}

/** features/news/queries.ts feedQuery: ['session', userId, 'news', 'feed', scope, filter]. */
export function isFeed(queryKey: QueryKey, userId: string): boolean {
  const [root, owner, area, kind] = queryKey
  return root === 'session' && owner === userId && area === 'news' && kind === 'feed'
}

export const offlineScope: OfflineScope = {
  keep(queries, userId) {
    // The feed last shown (one scope and filter), not every filter tried.
    const feeds = queries.filter((query) => isFeed(query.queryKey, userId))
    const lastFeed = feeds.reduce<Query | undefined>(
      (last, query) => (!last || query.state.dataUpdatedAt > last.state.dataUpdatedAt ? query : last),
      undefined,
    )
    return [
      ...queries.filter((query) => isKeptOffline(query.queryKey, userId)),
      ...(lastFeed ? [lastFeed] : []),
    ]
  },
  shrink(query) {
    const data = query.state.data
    if (!isFeedData(data)) return data
    // The first page only: what a guardian sees on opening, and a bounded size in storage.
    return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
  },
}

function isFeedData(data: unknown): data is InfiniteData<unknown> {
  return typeof data === 'object' && data !== null && 'pages' in data && 'pageParams' in data
}
