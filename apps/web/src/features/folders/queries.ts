import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { FolderInput } from '@nido/domain/contracts/folders'
import { api } from '@/api/client'

// Folders (docs/folders-polls-postal-cards.md). Keys start with the user id (STYLE habit 9)
// so a new sign-in never shows the last user's data; each mutation names what it invalidates.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'folders', ...rest]

export function foldersQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'folders'),
    queryFn: ({ pageParam }) =>
      api(contracts.folders.list, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function folderQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: key(userId, 'folder', id),
    queryFn: () => api(contracts.folders.get, { params: { id } }),
  })
}

export function useSaveFolder(userId: string, id: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FolderInput) =>
      id ? api(contracts.folders.update, { params: { id }, body }) : api(contracts.folders.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export function useDeleteFolder(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(contracts.folders.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}
