import { queryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api, ApiError } from '@/api/client'

// The fixtures branch's demo accounts (development only): null when ENABLE_FIXTURES_LOGIN is off
// (the server answers 404), so the sign-in page shows nothing more.
export const fixtureAccountsQuery = queryOptions({
  queryKey: ['public', 'auth', 'fixtures'],
  queryFn: async () => {
    try {
      return (await api(contracts.auth.fixtures)).accounts
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null
      throw error
    }
  },
  staleTime: Infinity,
  retry: false,
})
