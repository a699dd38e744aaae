import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { FolderInput } from '@nido/domain/contracts/folders'
import type { Poll, PollCreate, PollUpdate } from '@nido/domain/contracts/polls'
import type { PostalCardInput } from '@nido/domain/contracts/postal-cards'
import { api } from '@/api/client'

// Folders, polls and postal cards (issue 5 items 6–8). Keys start with the user id (STYLE habit 9)
// so a new sign-in never shows the last user's data; each mutation names what it invalidates.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'boards', ...rest]

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

export function pollsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'polls'),
    queryFn: ({ pageParam }) => api(contracts.polls.list, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function pollQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: key(userId, 'poll', id),
    queryFn: () => api(contracts.polls.get, { params: { id } }),
  })
}

export function useSavePoll(userId: string, id: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { create?: PollCreate; update?: PollUpdate }): Promise<Poll> =>
      id && input.update
        ? api(contracts.polls.update, { params: { id }, body: input.update })
        : api(contracts.polls.create, { body: input.create! }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export function useDeletePoll(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(contracts.polls.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

/** Spec 001 §4: toggles one option; the answer is the poll as it now stands. */
export function useVote(userId: string, pollId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (optionId: string) =>
      api(contracts.polls.vote, { params: { id: pollId }, body: { optionId } }),
    onSuccess: async (poll) => {
      queryClient.setQueryData(pollQuery(userId, pollId).queryKey, poll)
      await queryClient.invalidateQueries({ queryKey: key(userId, 'replier-scope') })
    },
  })
}

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

/** The targets picker (the posts module's call: the same rules for every shared item). */
export function shareTargetsQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'share-targets'),
    queryFn: () => api(contracts.posts.targets, { query: {} }),
    staleTime: 60_000,
  })
}

/** A signed URL of an image (a postal card's photo). */
export function mediaUrlQuery(userId: string, mediaId: string) {
  return queryOptions({
    queryKey: key(userId, 'media', mediaId),
    queryFn: () => api(contracts.media.url, { params: { mediaId }, query: { size: 'large' } }),
    staleTime: 5 * 60_000,
  })
}

/** Spec 000 §7 media download: a signed URL that saves the file under its name. */
export async function downloadMedia(mediaId: string): Promise<void> {
  const { mediaUrl } = await api(contracts.media.download, { params: { mediaId } })
  const link = document.createElement('a')
  link.href = mediaUrl
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
}
