import { redirect, type LoaderFunctionArgs } from 'react-router'
import { fallbackPaths, mainSiteFallback } from '@nido/domain/access/shell/main-site'
import { itemVisible, menuItems, type MenuItem, type MenuKey } from '@nido/domain/access/shell/menu'
import type { Me } from '@nido/domain/contracts/me'
import { followUserLanguage, meQuery } from '../session/session'
import { loginPathFor, safeRedirect } from '../session/redirect'
import { accessContextQuery, toAccessContext } from '../session/access'
import { builtFirstAccessiblePath, type BuiltRoutes } from '../shell/menus'
import { isAdminProfile } from '../shell/admin-menu'
import { queryClient } from './query-client'

// Spec 000 §2 route guards, run as loaders so a page never renders for the wrong visitor. The
// route table (router.tsx) names them; "an unknown middleware gives a 500".

export const middlewareNames = ['auth', 'guest', 'can-access-main-site', 'admin'] as const
export type MiddlewareName = (typeof middlewareNames)[number]

type Guard = (args: LoaderFunctionArgs, routes: BuiltRoutes) => Promise<Response | null>

async function currentUser(): Promise<Me | null> {
  return queryClient.ensureQueryData(meQuery)
}

async function accessContext(me: Me) {
  return toAccessContext(me, await queryClient.ensureQueryData(accessContextQuery(me)))
}

const guards: Record<MiddlewareName, Guard> = {
  /** auth: a signed-out visitor goes to /login; the asked path waits in the redirect cookie. */
  async auth({ request }) {
    const me = await currentUser()
    if (!me) return redirect(loginPathFor(new URL(request.url)))
    await followUserLanguage(me)
    return null
  },
  /** guest: a signed-in visitor on a guest-only page goes home (or where they were going). */
  async guest() {
    const me = await currentUser()
    if (me) return redirect(safeRedirect(null))
    return null
  },
  /**
   * can-access-main-site (spec 000 §6): main-site role, a school scope and an accessible page,
   * else the fallback that says why (account-unauthorized, empty-account, no-page-accessible).
   */
  async 'can-access-main-site'(_args, routes) {
    const me = await currentUser()
    if (!me) return redirect('/login')
    const ctx = await accessContext(me)
    const fallback = mainSiteFallback(ctx)
    if (fallback) return redirect(fallbackPaths[fallback])
    if (builtFirstAccessiblePath(ctx, routes) === null) return redirect(fallbackPaths['no-page-accessible'])
    return null
  },
  /**
   * admin (docs/administration.md, decision 0033): the administration is for super and group
   * admins; anyone else goes home, where the main site's guards take over.
   */
  async admin() {
    const me = await currentUser()
    if (!me) return redirect('/login')
    if (!isAdminProfile(me.meta.userPermission.profileType)) return redirect('/')
    return null
  },
}

function isMiddlewareName(name: string): name is MiddlewareName {
  return Object.hasOwn(guards, name)
}

/**
 * Spec 000 §5–6: a page shows only when its menu entry would (role, exclusions, condition).
 * Spec 000 §2: "a user without access to a page goes to the first accessible page, otherwise to
 * no-page-accessible".
 */
async function pageAccess(menuKey: MenuKey, routes: BuiltRoutes): Promise<Response | null> {
  const me = await currentUser()
  if (!me) return redirect('/login')
  const ctx = await accessContext(me)
  const items: readonly MenuItem[] = menuItems
  const item = items.find((i) => i.key === menuKey)
  if (item && itemVisible(item, ctx)) return null
  return redirect(builtFirstAccessiblePath(ctx, routes) ?? fallbackPaths['no-page-accessible'])
}

export interface GuardedRoute {
  middleware: readonly string[]
  menuKey?: MenuKey
}

/** The loader of one route of the table: its middlewares in order, then its page rule. */
export function guardLoader(
  route: GuardedRoute,
  routes: BuiltRoutes,
  then?: (args: LoaderFunctionArgs) => unknown,
) {
  return async (args: LoaderFunctionArgs) => {
    for (const name of route.middleware) {
      if (!isMiddlewareName(name)) throw new Error(`Unknown route middleware "${name}"`)
      const stop = await guards[name](args, routes)
      if (stop) return stop
    }
    if (route.menuKey) {
      const stop = await pageAccess(route.menuKey, routes)
      if (stop) return stop
    }
    return then ? then(args) : null
  }
}
