import { useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { AddChildBody } from '@nido/domain/contracts/child-keys'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'
import { meQuery } from '@/session/session'
import { scopeOptionsQuery } from '@/session/scope-metadata'

// Spec 001 §7 "Register code exists" and "Register add child: on success the stored user is
// refreshed". The refreshed user carries the new child in its family scope, and the scope
// selector's options (keyed by user, shell/scope-metadata.ts) are fetched again to list it.

export function useLookupChildKey() {
  return useMutation({
    mutationFn: (code: string) => api(contracts.childKeys.lookup, { body: { code } }),
  })
}

export function useAddChild() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddChildBody) => api(contracts.childKeys.add, { body }),
    onSuccess: async () => {
      // The child is added: a failed refresh must not read as a failed add, so it falls back to
      // refetching the user.
      let me: Me
      try {
        me = await api(contracts.me.refreshScope)
      } catch {
        await queryClient.invalidateQueries({ queryKey: meQuery.queryKey })
        return
      }
      queryClient.setQueryData(meQuery.queryKey, me)
      // Fetched here with the new user's child ids: the selector's own query function still
      // closes over the old user until it renders again, so an invalidation would refetch the
      // old list.
      await queryClient.fetchQuery({ ...scopeOptionsQuery(me, 'child'), staleTime: 0 }).catch(() => undefined)
    },
  })
}
