import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { PostInput } from '@nido/domain/contracts/posts'
import { api } from '@/api/client'

// Posts and sponsor news (docs/posts-and-moderation.md). Keys start with the user id (STYLE habit 9)
// so a new sign-in never shows the last user's data.

export function postQuery(userId: string, postId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'posts', postId],
    queryFn: () => api(contracts.posts.get, { params: { postId } }),
  })
}

export function sponsorNewsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: ['session', userId, 'publicities'],
    queryFn: ({ pageParam }) =>
      api(contracts.posts.sponsorNews, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/**
 * The notification panel's keys (features/notifications/queries.ts), written out rather than
 * imported (features do not import each other): a saved or deleted post changes what it lists.
 */
const notificationsKey = (userId: string) => ['session', userId, 'notifications']

export function useSavePost(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, body }: { postId: string | null; body: PostInput }) =>
      postId
        ? api(contracts.posts.update, { params: { postId }, body })
        : api(contracts.posts.create, { body }),
    onSuccess: async (post) => {
      queryClient.setQueryData(postQuery(userId, post.id).queryKey, post)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'news'] }),
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'publicities'] }),
        queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
      ])
    },
  })
}

export function useDeletePost(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (postId: string) => api(contracts.posts.delete, { params: { postId } }),
    // The page leaves for the feed; the deleted post's cache entry is not re-fetched (it would 404
    // under the still-mounted editor).
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'news'] }),
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'publicities'] }),
        queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
      ])
    },
  })
}
