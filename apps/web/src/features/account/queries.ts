import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { Account, AccountSettings, AccountUpdate } from '@nido/domain/contracts/account'
import type { PushDeviceId, PushSubscribe, PushSwitches } from '@nido/domain/contracts/push'
import { api } from '@/api/client'
import { setLanguage } from '@/i18n/index'
import { meQuery } from '@/session/session'

// Spec 001 §3 My profile. Keyed by user id (STYLE habit 9).

export function accountQuery(userId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'account'],
    queryFn: () => api(contracts.account.get),
  })
}

/** Saves the profile; the names and language also live in `me`, so it is fetched again. */
export function useUpdateAccount(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AccountUpdate) => api(contracts.account.update, { body }),
    onSuccess: async (account: Account) => {
      queryClient.setQueryData(accountQuery(userId).queryKey, account)
      // The interface follows the saved language at once (spec 000 §1).
      void setLanguage(account.profile.language)
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey })
    },
  })
}

export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Partial<AccountSettings>) => api(contracts.account.updateSettings, { body }),
    onSuccess: (account: Account) => queryClient.setQueryData(accountQuery(userId).queryKey, account),
  })
}

// --- Web Push devices (docs/notifications-push.md) -------------------------------------------------

export function pushDevicesQuery(userId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'push-devices'],
    queryFn: () => api(contracts.push.list, { query: { limit: 100 } }),
  })
}

export function usePushDeviceMutations(userId: string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: pushDevicesQuery(userId).queryKey })
  return {
    subscribe: useMutation({
      mutationFn: (body: PushSubscribe) => api(contracts.push.subscribe, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, switches }: { id: PushDeviceId; switches: Partial<PushSwitches> }) =>
        api(contracts.push.update, { params: { id }, body: switches }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: PushDeviceId) => api(contracts.push.remove, { params: { id } }),
      onSuccess: refresh,
    }),
  }
}

export async function pushPublicKey(): Promise<string> {
  return (await api(contracts.push.publicKey)).publicKey
}
