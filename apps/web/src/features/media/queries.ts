import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import { meQuery } from '@/session/session'

// Media (docs/media.md). Keys are under the user's session (STYLE habit 9). A signed URL lives
// one to two hours (docs/media.md), so it is kept for 50 minutes at most.
const urlStaleMs = 50 * 60_000

export function avatarUrlQuery(
  userId: string,
  avatarMediaId: string | null,
  size: '50' | '75' | '150' = '150',
) {
  return queryOptions({
    queryKey: ['session', userId, 'media', 'avatar', avatarMediaId, size],
    queryFn: async () =>
      avatarMediaId
        ? (await api(contracts.media.avatar, { params: { userId }, query: { maId: avatarMediaId, size } }))
            .mediaUrl
        : null,
    staleTime: urlStaleMs,
    gcTime: urlStaleMs,
  })
}

/** Makes an uploaded picture my avatar (or removes it with null); /me and /account show it. */
export function useSetAvatar(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (mediaId: string | null) => api(contracts.media.setAvatar, { body: { mediaId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        // The account feature's query (features/account/queries.ts) holds avatarMediaId too.
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'account'] }),
      ])
    },
  })
}
