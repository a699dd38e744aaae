import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { RateTableCreate } from '@nido/domain/contracts/rate-tables'
import type { RateTableKind } from '@nido/domain/manager/pricing/tables'
import { api } from '@/api/client'

// The rate tables page (docs/manager-pricing.md "Editing the tables"). Keys start with the user id
// (STYLE habit 9). A table holds a few dozen rows: one page of 100 shows them all.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'rate-tables', ...rest]

export function rateRowsQuery(userId: string, kind: RateTableKind) {
  return queryOptions({
    queryKey: key(userId, kind),
    queryFn: () => api(contracts.rateTables.list, { query: { kind, limit: 100 } }),
  })
}

export function myGroupsQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'groups'),
    queryFn: () => api(contracts.groups.list, { query: { limit: 100 } }),
  })
}

export function useAddRateRow(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RateTableCreate) => api(contracts.rateTables.create, { body }),
    onSuccess: (_row, body) => queryClient.invalidateQueries({ queryKey: key(userId, body.kind) }),
  })
}
