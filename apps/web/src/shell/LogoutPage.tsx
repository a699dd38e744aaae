import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { meQuery, useLogout } from '@/session/session'
import { PageLoader } from '@/ui/PageLoader'

/** Spec 000 §2 /logout: signs out (global logout for external identities, session.ts) and goes to /login. */
export default function LogoutPage() {
  const me = useQuery(meQuery)
  const logout = useLogout()
  const started = useRef(false)
  useEffect(() => {
    if (started.current || !me.data) return
    started.current = true
    logout.mutate(me.data)
  }, [me.data, logout])
  if (me.isSuccess && !me.data) return <Navigate to="/login" replace />
  return <PageLoader />
}
