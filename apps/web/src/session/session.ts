import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { contracts } from '@nido/domain/contracts/index'
import type { Me } from '@nido/domain/contracts/me'
import { isLoginChallenge, type LoginBody } from '@nido/domain/contracts/auth'
import { api, ApiError } from '../api/client'
import { setLanguage } from '../i18n/index'

// The current user (GET /api/v1/session: GET /api/v1/me's answer, or null when signed out, so a
// signed-out visitor's first page makes no failing request; docs/web-weight.md).
// Spec 000 §4: on sign-in and sign-out every cached server state is dropped, so a new user
// never sees the previous one's data.

export const meQuery = queryOptions({
  queryKey: ['session', 'me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api(contracts.me.session)
    } catch (error) {
      // Spec 000 §4 / 001 §8: INVALID_USER at session start logs out (the cookie is dropped
      // server-side); null then sends the visitor to /login through the auth guard.
      if (error instanceof ApiError && error.errorCode === 'INVALID_USER') {
        await api(contracts.auth.logout, { body: {} }).catch(() => null)
        return null
      }
      throw error
    }
  },
  staleTime: Infinity,
})

/**
 * After sign-in the interface follows the user's own language setting. The auth guard awaits it,
 * so a page never shows half in the sign-in page's language and half in the user's.
 */
export function followUserLanguage(me: Me): Promise<void> {
  return setLanguage(me.user.language)
}

/**
 * Any branch of the login endpoint (spec 001 §7 Login row: standard, two-factor step, choose
 * method, admin token, fixtures, external identity). A two-factor challenge is not a session:
 * the cache stays as it is and the caller shows the second step.
 */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: LoginBody) => api(contracts.auth.login, { body }),
    onSuccess: async (answer) => {
      if (isLoginChallenge(answer)) return
      queryClient.clear()
      queryClient.setQueryData(meQuery.queryKey, answer)
      await followUserLanguage(answer)
    },
  })
}

export function useLogout() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    // Spec 000 §2: logout adds the global-logout flag when the user has an external identity.
    mutationFn: (me: Me) =>
      api(contracts.auth.logout, { body: me.user.externalIdentityId ? { globalLogout: true } : {} }),
    // Offline too, the call is tried (and fails) rather than paused, so what this device kept of
    // the user goes at once (docs/offline-and-install.md).
    networkMode: 'always',
    // Spec 000 §4: everything is cleared even when the call fails.
    onSettled: async () => {
      queryClient.clear()
      queryClient.setQueryData(meQuery.queryKey, null)
      await navigate('/login', { replace: true })
    },
  })
}

/** The signed-in user, for pages behind the auth guard (there is always one there). */
export function useSignedInMe(): Me {
  const { data } = useSuspenseQuery(meQuery)
  if (!data) throw new Error('No signed-in user')
  return data
}
