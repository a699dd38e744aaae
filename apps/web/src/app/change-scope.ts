import { redirect, type LoaderFunctionArgs } from 'react-router'
import { applyScope } from '@/shell/scope'
import { queryClient } from './query-client'
import { safeRedirect } from '@/session/redirect'

/**
 * Spec 000 §2 /change-scope?school=…|child=…&then=…: switch scope, then go on to `then` (a path on
 * this site, else home). "A malformed school or child object is an error" (§4): a request naming
 * neither, or both, shows the error page; an id outside the user's scope comes back 404 from the server.
 */
export async function changeScopeLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams
  const school = search.get('school')
  const child = search.get('child')
  if ((school === null) === (child === null))
    throw new Error('/change-scope needs exactly one of school or child')
  await applyScope(queryClient, child !== null ? { childId: child } : { schoolId: school ?? '' })
  return redirect(safeRedirect(search.get('then') ?? '/'))
}
