import { queryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'

// The fixtures branch's demo accounts (development only): none when ENABLE_FIXTURES_LOGIN is off,
// so the sign-in page shows nothing more.
export const fixtureAccountsQuery = queryOptions({
  queryKey: ['public', 'auth', 'fixtures'],
  queryFn: async () => (await api(contracts.auth.fixtures)).accounts,
  staleTime: Infinity,
  retry: false,
})
