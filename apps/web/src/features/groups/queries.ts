import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'

// Groups administration (docs/administration.md "Groups"). Keys start with the user id (STYLE
// habit 9); a change invalidates every list of the module.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'groups', ...rest]

export function groupsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'list'),
    queryFn: ({ pageParam }) => api(contracts.groups.list, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function useSaveGroup(userId: string, groupId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (name: string) =>
      groupId
        ? api(contracts.groups.rename, { params: { groupId }, body: { name } })
        : api(contracts.groups.create, { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}
