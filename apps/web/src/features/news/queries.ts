import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { NewsItem } from '@nido/domain/contracts/news'
import type { ReactionType } from '@nido/domain/enums/content'
import type { FeedFilter } from '@nido/domain/rules/feed-filter'
import { api } from '@/api/client'

// Spec 000 §2 `/` and `/news/{id}`, spec 001 §3–4. Keyed by user (STYLE habit 9) and by the current
// scope, so a scope change starts a fresh feed (spec 000 §4 resets the newsfeed).

export const feedPageSize = 20

type FeedPage = { items: NewsItem[]; nextCursor: string | null }

function feedQueryParams(filter: FeedFilter) {
  return {
    newsTypes: filter.newsTypes,
    publishedStatus: filter.publishedStatus,
    crossSchool: filter.crossSchool,
    ...(filter.startDate ? { startDate: filter.startDate } : {}),
    ...(filter.endDate ? { endDate: filter.endDate } : {}),
    ...(filter.newsContent.trim() ? { newsContent: filter.newsContent.trim() } : {}),
    ...(filter.childrenIds.length ? { childrenIds: filter.childrenIds } : {}),
    ...(filter.teacherIds.length ? { teacherIds: filter.teacherIds } : {}),
    ...(filter.sectionIds.length ? { sectionIds: filter.sectionIds } : {}),
  }
}

export const newsKey = (userId: string) => ['session', userId, 'news'] as const

export function feedQuery(userId: string, scope: unknown, filter: FeedFilter) {
  return infiniteQueryOptions({
    queryKey: [...newsKey(userId), 'feed', scope, filter],
    queryFn: ({ pageParam }) =>
      api(contracts.news.feed, {
        query: {
          ...feedQueryParams(filter),
          limit: feedPageSize,
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: FeedPage) => last.nextCursor,
  })
}

export function newsItemQuery(userId: string, newsId: string) {
  return queryOptions({
    queryKey: [...newsKey(userId), 'item', newsId],
    queryFn: () => api(contracts.news.read, { params: { newsId } }),
  })
}

export function filterOptionsQuery(userId: string, scope: unknown) {
  return queryOptions({
    queryKey: [...newsKey(userId), 'filter-options', scope],
    queryFn: () => api(contracts.news.filterOptions),
    staleTime: 5 * 60_000,
  })
}

export function reactionsQuery(userId: string, newsId: string, reaction: ReactionType | null) {
  return infiniteQueryOptions({
    queryKey: [...newsKey(userId), 'reactions', newsId, reaction],
    queryFn: ({ pageParam }) =>
      api(contracts.news.reactions, {
        params: { newsId },
        query: { limit: 20, ...(reaction ? { reaction } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
  })
}

/**
 * Spec 001 §4 toggle. The answer carries my reaction and the counts; every cached copy of the item
 * (feed pages, the item page) is updated from it, and the peek is fetched again.
 */
export function useReact(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ newsId, reaction }: { newsId: string; reaction: ReactionType }) =>
      api(contracts.news.react, { params: { newsId }, body: { reaction } }),
    onSuccess: (result, { newsId }) => {
      const patch = (item: NewsItem): NewsItem =>
        item.id === newsId
          ? { ...item, currentReaction: result.currentReaction, reactionCounts: result.reactionCounts }
          : item
      queryClient.setQueriesData<InfiniteData<FeedPage>>(
        { queryKey: [...newsKey(userId), 'feed'] },
        (data) =>
          data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(patch) })) } : data,
      )
      queryClient.setQueryData<NewsItem>(newsItemQuery(userId, newsId).queryKey, (item) =>
        item ? patch(item) : item,
      )
      void queryClient.invalidateQueries({ queryKey: [...newsKey(userId), 'reactions', newsId] })
    },
  })
}
