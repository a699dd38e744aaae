import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { PostalCardInput } from '@nido/domain/contracts/postal-cards'
import { api } from '@/api/client'

// Postal cards (docs/folders-polls-postal-cards.md). Keys start with the user id (STYLE habit 9)
// so a new sign-in never shows the last user's data; each mutation names what it invalidates.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'postal-cards', ...rest]

export function postalCardsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'postal-cards'),
    queryFn: ({ pageParam }) =>
      api(contracts.postalCards.list, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function unreadCardsQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'postal-cards', 'unread'),
    queryFn: () => api(contracts.postalCards.unreadCount),
  })
}

export function recipientsQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'postal-cards', 'recipients'),
    queryFn: () => api(contracts.postalCards.recipients),
  })
}

export function useSendCard(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PostalCardInput) => api(contracts.postalCards.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'postal-cards') }),
  })
}

export function useMarkCardRead(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(contracts.postalCards.markRead, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'postal-cards') }),
  })
}
