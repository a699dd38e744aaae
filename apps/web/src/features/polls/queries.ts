import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { Poll, PollCreate, PollUpdate } from '@nido/domain/contracts/polls'
import { api } from '@/api/client'

// Polls (spec 001 §3–§4, docs/folders-polls-postal-cards.md). Keys start with the user id (STYLE habit 9)
// so a new sign-in never shows the last user's data; each mutation names what it invalidates.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'polls', ...rest]

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
