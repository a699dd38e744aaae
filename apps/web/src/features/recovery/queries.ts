import { useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { Language } from '@nido/domain/i18n/languages'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'
import { followUserLanguage, meQuery } from '@/session/session'

// Password reset, e-mail validation and sign-in links (docs/mail-and-recovery.md), before sign-in.

export function useAskReset() {
  return useMutation({
    mutationFn: (body: { email: string; language: Language }) => api(contracts.recovery.askReset, { body }),
  })
}

export function useAskSignInLink() {
  return useMutation({
    mutationFn: (body: { email: string; language: Language }) =>
      api(contracts.recovery.askSignInLink, { body }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => api(contracts.recovery.reset, { body }),
  })
}

export function useValidateEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api(contracts.recovery.validateEmail, { body: { token } }),
    // The profile on /account shows the validation date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  })
}

/** A sign-in link opens a session: the cache starts afresh, as after a password sign-in. */
export function useForceLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api(contracts.recovery.forceLogin, { body: { token } }),
    onSuccess: async (me: Me) => {
      queryClient.clear()
      queryClient.setQueryData(meQuery.queryKey, me)
      await followUserLanguage(me)
    },
  })
}

/** The activation link sets a first password and opens a session, as a sign-in does. */
export function useActivate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => api(contracts.recovery.activate, { body }),
    onSuccess: async (me: Me) => {
      queryClient.clear()
      queryClient.setQueryData(meQuery.queryKey, me)
      await followUserLanguage(me)
    },
  })
}
