import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { AdvisorCallInput, AdvisorPhoneAnswersInput } from '@nido/domain/contracts/advisor-phone'
import { api } from '@/api/client'

// The telephone surveys page (docs/advisor.md "Telephone surveys"). Keys start with the user id
// (STYLE habit 9) and sit under the advisor module's, so a recorded call or set of answers
// refreshes the call list and the reports alike.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'advisor', 'phone', ...rest]

/** The active families' campaigns to call for (a campaign rarely runs long enough to fill a page). */
export const phoneCampaignsQuery = (userId: string) =>
  queryOptions({
    queryKey: key(userId, 'campaigns'),
    queryFn: () => api(contracts.advisorPhone.campaigns, { query: { limit: 100 } }),
  })

export const callListQuery = (userId: string, campaignId: string, schoolId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'callList', campaignId, schoolId),
    queryFn: ({ pageParam }) =>
      api(contracts.advisorPhone.callList, {
        params: { id: campaignId, schoolId },
        query: pageParam ? { cursor: pageParam } : {},
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export function useRecordCall(userId: string, campaignId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdvisorCallInput) =>
      api(contracts.advisorPhone.recordCall, { params: { id: campaignId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key(userId, 'callList', campaignId) }),
  })
}

export function useRecordPhoneAnswers(userId: string, campaignId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AdvisorPhoneAnswersInput) =>
      api(contracts.advisorPhone.recordAnswers, { params: { id: campaignId }, body }),
    // The reports and the dashboard read these answers too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['session', userId, 'advisor'] }),
  })
}
