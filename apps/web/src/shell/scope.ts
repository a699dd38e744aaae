import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useRevalidator } from 'react-router'
import { contracts } from '@nido/domain/contracts/index'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'
import { meQuery } from '@/session/session'

export type ScopeChoice = { childId: string } | { schoolId: string }

/**
 * Spec 000 §4: "Changing school or child re-fetches brand, features and openings, and resets the
 * newsfeed, chat, filters and manager scope." Every cached query but the user is reset: they
 * all depend on the scope, and a reset (not an invalidation) drops the old data at once.
 */
export async function applyScope(queryClient: QueryClient, choice: ScopeChoice): Promise<Me> {
  const me = await api(contracts.me.changeScope, { body: choice })
  queryClient.setQueryData(meQuery.queryKey, me)
  await queryClient.resetQueries({
    predicate: (query) => !(query.queryKey[0] === 'session' && query.queryKey[1] === 'me'),
  })
  return me
}

/** The scope selector's mutation; the route guards run again for the new scope. */
export function useChangeScope() {
  const queryClient = useQueryClient()
  const revalidator = useRevalidator()
  return useMutation({
    mutationFn: (choice: ScopeChoice) => applyScope(queryClient, choice),
    onSuccess: () => revalidator.revalidate(),
  })
}
