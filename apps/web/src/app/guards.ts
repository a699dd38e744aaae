import { redirect, type LoaderFunctionArgs } from 'react-router'
import { followUserLanguage, meQuery } from '../session/session'
import { loginPathFor, redirectParam, safeRedirect } from '../session/redirect'
import { queryClient } from './query-client'

// Spec 000 §2 route guards, run as loaders so a page never renders for the wrong visitor.

/** auth: a signed-out visitor goes to /login, keeping the asked path. */
export async function requireUser({ request }: LoaderFunctionArgs) {
  const me = await queryClient.ensureQueryData(meQuery)
  if (!me) return redirect(loginPathFor(new URL(request.url)))
  followUserLanguage(me)
  return null
}

/** guest: a signed-in visitor on /login goes home (or where they were going). */
export async function requireGuest({ request }: LoaderFunctionArgs) {
  const me = await queryClient.ensureQueryData(meQuery)
  if (me) return redirect(safeRedirect(new URL(request.url).searchParams.get(redirectParam)))
  return null
}
