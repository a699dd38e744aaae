import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { contracts } from '@nido/domain/contracts/index'
import { api } from '@/api/client'
import { meQuery, useLogout } from '@/session/session'
import { PageLoader } from '@/ui/page-loader'

/** Spec 000 §2 /logout: signs out (global logout for external identities, session.ts) and goes to /login. */
export default function LogoutPage() {
  const me = useQuery(meQuery)
  const logout = useLogout()
  const started = useRef(false)
  useEffect(() => {
    if (started.current || !me.data) return
    started.current = true
    const current = me.data
    void (async () => {
      // Global logout: the provider's end-session address is read while the session still exists;
      // the provider then sends the browser back to /login (docs/external-identity.md).
      const providerLogout = current.user.externalIdentityId
        ? await api(contracts.externalIdentity.logoutUrl).then(
            (answer) => answer.url,
            () => null,
          )
        : null
      await logout.mutateAsync(current).catch(() => undefined)
      if (providerLogout) window.location.assign(providerLogout)
    })()
  }, [me.data, logout])
  if (me.isSuccess && !me.data) return <Navigate to="/login" replace />
  return <PageLoader />
}
