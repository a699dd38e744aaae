import { useSyncExternalStore } from 'react'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { contracts } from '@nido/domain/contracts/index'
import type { Brand } from '@nido/domain/contracts/brands'
import { api } from '../api/client'
import { meQuery } from '../session/session'

// Spec 000 §7 brand: by the current school when signed in (changing scope re-fetches it, the key
// holds the school), else by the host name for the sign-in page of a brand's own domain (the server
// answers the default brand for a host name no brand claims).
export function brandQuery(schoolId: string | null) {
  const query = schoolId ? { schoolId } : { domain: window.location.hostname }
  return queryOptions({
    queryKey: ['brand', query],
    queryFn: () => api(contracts.brands.current, { query }),
    staleTime: 10 * 60_000,
    retry: 1,
  })
}

/**
 * The cached current user, read from the cache itself: sign-in and sign-out call
 * queryClient.clear(), which leaves a long-lived observer (the theme, above the router) attached
 * to the removed query; a cache subscription sees the new user at once. undefined: not known yet.
 */
function useCachedMe(): Me | null | undefined {
  const queryClient = useQueryClient()
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData(meQuery.queryKey),
  )
}

/** The brand that applies now; undefined while it loads or when it cannot be fetched. */
export function useBrand(): Brand | undefined {
  const me = useCachedMe()
  const schoolId = me?.current.schoolId ?? null
  return useQuery({ ...brandQuery(schoolId), enabled: me !== undefined }).data
}
