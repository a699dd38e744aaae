import { queryOptions, useMutation } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'

// Impersonation (docs/two-factor-and-impersonation.md). Keyed by user id (STYLE habit 9).

export function impersonationSearchQuery(userId: string, email: string) {
  return queryOptions({
    queryKey: ['session', userId, 'impersonation', email],
    queryFn: () => api(contracts.impersonation.searchUsers, { query: { email } }),
    enabled: email.length >= 3,
    staleTime: 30_000,
  })
}

export function useCreateAdminToken() {
  return useMutation({
    mutationFn: (userId: string) => api(contracts.impersonation.createToken, { body: { userId } }),
  })
}
