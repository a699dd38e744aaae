import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { AdvisorPublicKind, AdvisorPublicReplyInput } from '@nido/domain/contracts/advisor-public'
import { api } from '@/api/client'

// The public survey page's calls (docs/advisor.md "The public links"). Not session data: a visitor
// has no user id; the key is the link's.

const key = (kind: AdvisorPublicKind, linkId: string) => ['advisorPublic', kind, linkId]

export function publicSurveyQuery(kind: AdvisorPublicKind, linkId: string) {
  return queryOptions({
    queryKey: key(kind, linkId),
    queryFn: () => api(contracts.advisorPublic.survey, { params: { kind, linkId } }),
    staleTime: Infinity,
  })
}

export function useSendPublicReplies(kind: AdvisorPublicKind, linkId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdvisorPublicReplyInput) =>
      api(contracts.advisorPublic.reply, { params: { kind, linkId }, body }),
    // Already answered or closed meanwhile: the page reads the link again and says so.
    onError: () => queryClient.invalidateQueries({ queryKey: key(kind, linkId) }),
  })
}
