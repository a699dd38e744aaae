import { infiniteQueryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { AdvisorHistoryQuery } from '@nido/domain/contracts/advisor-history'
import { api } from '@/api/client'

// The history page (docs/advisor.md "History"). The key sits under the advisor module's (STYLE
// habit 9), so answers recorded elsewhere (the telephone page) refresh it too.

export type HistoryFilters = Pick<AdvisorHistoryQuery, 'schoolId' | 'campaignId' | 'channel'>

export const historyQuery = (userId: string, filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: ['session', userId, 'advisor', 'history', filters],
    queryFn: ({ pageParam }) =>
      api(contracts.advisorHistory.list, {
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
