import { queryOptions, useMutation } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { ExternalIdentityMode } from '@nido/domain/contracts/external-identity'
import { api } from '@/api/client'

// External identity (spec 000 §2, §7 Auth; docs/external-identity.md). Public: nothing here is
// keyed by user, and nothing is cached across a sign-in.

/** The providers of the brand of this host name (or the default brand), for the login page. */
export function providersQuery(domain: string) {
  return queryOptions({
    queryKey: ['external-identity', 'providers', domain],
    queryFn: () => api(contracts.externalIdentity.providers, { query: { domain } }),
    staleTime: 10 * 60_000,
    retry: 1,
  })
}

/** Starts a sign-in: the browser leaves for the provider's authorization page. */
export function useInitiate() {
  return useMutation({
    mutationFn: (input: { brandId: string; provider: string; mode: ExternalIdentityMode }) =>
      api(contracts.externalIdentity.initiate, { query: input }),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  })
}

/** The provider's answer, as it came in the redirect URI's query, without anything else. */
export function providerAnswer(search: URLSearchParams) {
  const pick = (name: string) => search.get(name) ?? undefined
  return {
    state: pick('state'),
    code: pick('code'),
    iss: pick('iss'),
    error: pick('error'),
    error_description: pick('error_description'),
    session_state: pick('session_state'),
  }
}
