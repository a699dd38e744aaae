import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { MyChildUpdate } from '@nido/domain/contracts/my-children'
import { api } from '@/api/client'
import { meQuery } from '@/session/session'

// My children (spec 000 §2 /my-children, docs/my-children.md). Keys start with the user id (STYLE
// habit 9). An edit refreshes the list and the child; leaving a family changes the user's scope, so
// the stored user and everything read under the session are fetched again.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'my-children', ...rest]
/** A signed URL lives one to two hours (docs/media.md): kept 50 minutes at most. */
const urlStaleMs = 50 * 60_000

export function myChildrenQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'list'),
    queryFn: () => api(contracts.myChildren.list),
  })
}

export function myChildQuery(userId: string, childId: string) {
  return queryOptions({
    queryKey: key(userId, 'child', childId),
    queryFn: () => api(contracts.myChildren.read, { params: { childId } }),
  })
}

/** A child's (or a co-guardian's) picture: the avatar route of spec 000 §7, by the user's id. */
export function avatarQuery(viewerId: string, userId: string, avatarMediaId: string | null) {
  return queryOptions({
    queryKey: ['session', viewerId, 'media', 'avatar', userId, avatarMediaId, '150'],
    queryFn: async () =>
      avatarMediaId
        ? (
            await api(contracts.media.avatar, {
              params: { userId },
              query: { maId: avatarMediaId, size: '150' },
            })
          ).mediaUrl
        : null,
    staleTime: urlStaleMs,
    gcTime: urlStaleMs,
  })
}

export function useRefreshMyChildren(userId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: key(userId) })
}

export function useUpdateMyChild(userId: string, childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: MyChildUpdate) => api(contracts.myChildren.update, { params: { childId }, body }),
    onSuccess: async (child) => {
      queryClient.setQueryData(myChildQuery(userId, childId).queryKey, child)
      await queryClient.invalidateQueries({ queryKey: key(userId, 'list') })
    },
  })
}

export function useLeaveMyChild(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (childId: string) => api(contracts.myChildren.unlink, { params: { childId } }),
    // The child leaves the scope: the stored user first (the scope selector reads it), then every
    // query of the session, which may hold the child's news, photos or care log.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey })
      await queryClient.invalidateQueries({ queryKey: ['session', userId] })
    },
  })
}
