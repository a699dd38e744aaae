import { useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { Me } from '@nido/domain/contracts/me'
import type { SetupClaim } from '@nido/domain/contracts/setup'
import { api } from '@/api/client'
import { followUserLanguage, meQuery } from '@/session/session'

// First run of an install (docs/deploy.md "Installing for your organisation").

/** The claim opens the administrator's session: the cache starts afresh, as after a sign-in. */
export function useClaimInstall() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SetupClaim) => api(contracts.setup.claim, { body }),
    onSuccess: async (me: Me) => {
      queryClient.clear()
      queryClient.setQueryData(meQuery.queryKey, me)
      await followUserLanguage(me)
    },
  })
}
