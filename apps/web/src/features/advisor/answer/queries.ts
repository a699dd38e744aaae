import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { AdvisorAnswerInput } from '@nido/domain/contracts/advisor-answer'
import type { AdvisorHostReplyInput, AdvisorHostRespondent } from '@nido/domain/contracts/advisor-host'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'

// The answer popup's calls (spec 000 §7). Keyed by user and current scope (STYLE habit 9): a guardian
// who changes child is asked about that child.

const key = (me: Me) => ['session', me.user.id, 'advisorAnswer', me.current]

export function pendingSurveysQuery(me: Me) {
  return queryOptions({
    queryKey: key(me),
    queryFn: () => api(contracts.advisorAnswer.pending),
    staleTime: Infinity,
  })
}

export function useSendAnswers(me: Me) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdvisorAnswerInput) => api(contracts.advisorAnswer.reply, { body }),
    // Not on success: the popup drops the sent survey itself, and a refetch emptying the list would
    // unmount it before the review prompt shows. On failure (already answered, closed), re-read.
    onError: () => queryClient.invalidateQueries({ queryKey: key(me) }),
  })
}

export function useReviewVisit() {
  return useMutation({
    mutationFn: (schoolId: string) => api(contracts.advisorAnswer.reviewVisit, { body: { schoolId } }),
  })
}

// The host dialog's calls (spec 000 §7 "visitor or anonymous child (schoolId, sessionId)"). Never
// kept fresh across openings: the list of children who answered changes as the device is used.
const hostKey = (userId: string) => ['session', userId, 'advisorHost']

export function hostSurveysQuery(userId: string, respondent: AdvisorHostRespondent, childId: string | null) {
  return queryOptions({
    queryKey: [...hostKey(userId), 'surveys', respondent, childId],
    queryFn: () =>
      api(contracts.advisorHost.surveys, { query: childId ? { respondent, childId } : { respondent } }),
    staleTime: 0,
  })
}

export function hostChildrenQuery(userId: string) {
  return queryOptions({
    queryKey: [...hostKey(userId), 'children'],
    queryFn: () => api(contracts.advisorHost.children),
    staleTime: 0,
  })
}

export function useSendHostAnswers(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdvisorHostReplyInput) => api(contracts.advisorHost.reply, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostKey(userId) }),
  })
}
