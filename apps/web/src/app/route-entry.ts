import type { ComponentType, LazyExoticComponent } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import type { MenuKey } from '@nido/domain/access/shell/menu'
import type { GuardedRoute } from './guards'

// One entry of the route table (router.tsx), shared with the parts of the table kept in their own
// file (manager-routes.tsx).

/**
 * Where a route's page is shown: the shell's layouts, the empty layout, the administration's
 * layout (super and group admins, decision 0033), or on its own.
 */
export type Frame = 'shell' | 'empty' | 'admin' | 'none'

export interface RouteEntry extends GuardedRoute {
  path: string
  frame: Frame
  page?: LazyExoticComponent<ComponentType>
  /** The menu entry whose rules (profiles, exclusions, condition) the page follows. */
  menuKey?: MenuKey
  /** Work after the guards (a redirect route has no page). */
  then?: (args: LoaderFunctionArgs) => unknown
}
