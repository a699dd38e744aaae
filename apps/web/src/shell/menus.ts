import type { AccessContext } from '@nido/domain/access/scope/context'
import { accountMenu, visibleMenu, type VisibleMenuItem } from '@nido/domain/access/shell/menu'
import { applicationModes, type ApplicationMode } from '@nido/domain/access/shell/application-mode'
import { modeAccessible, switcherTarget } from '@nido/domain/access/shell/modes'

// Spec 000 §2: "A route whose module is not built yet is left out of the table and its menu entry
// hidden". The domain rules say what the user may see; these helpers keep only the
// entries whose route exists in the route table (app/router.tsx builtRoutes).

export type BuiltRoutes = ReadonlySet<string>

/** The route part of a menu path, without its query (`/team?tab=invitations` → `/team`). */
function routeOf(path: string): string {
  return path.split('?')[0] ?? path
}

function built(item: VisibleMenuItem, routes: BuiltRoutes): boolean {
  // Entries without a path open a dialog: the contrast toggle, the invite and advisor host dialogs.
  if (item.path === null)
    return (
      item.action === 'toggleContrast' ||
      item.action === 'openInviteDialog' ||
      item.action === 'openAdvisorHostDialog'
    )
  return routes.has(routeOf(item.path))
}

export function builtMenu(ctx: AccessContext, mode: ApplicationMode, routes: BuiltRoutes): VisibleMenuItem[] {
  return visibleMenu(ctx, mode).filter((item) => built(item, routes))
}

/** The avatar menu; logout is always built (it is a route of the table). */
export function builtAccountMenu(ctx: AccessContext, routes: BuiltRoutes): VisibleMenuItem[] {
  return accountMenu(ctx).filter((item) => built(item, routes))
}

/** availableModes() of the domain, counting only built entries. */
export function builtModes(ctx: AccessContext, routes: BuiltRoutes): ApplicationMode[] {
  return applicationModes.filter(
    (mode) => modeAccessible(ctx, mode) && builtMenu(ctx, mode, routes).some((i) => i.path !== null),
  )
}

/** Spec 000 §2 application switcher: hidden (empty) with one mode. */
export function builtSwitcher(ctx: AccessContext, routes: BuiltRoutes) {
  const modes = builtModes(ctx, routes)
  if (modes.length <= 1) return []
  return modes.map((mode) => {
    // The spec's target when its route exists, else the mode's first built entry.
    const target = switcherTarget(ctx, mode)
    const path = routes.has(routeOf(target))
      ? target
      : (builtMenu(ctx, mode, routes).find((i) => i.path !== null)?.path ?? '/')
    return { mode, path }
  })
}

/** firstAccessiblePath() of the domain among built routes, in the same order (normal first). */
export function builtFirstAccessiblePath(ctx: AccessContext, routes: BuiltRoutes): string | null {
  for (const mode of applicationModes) {
    const first = builtMenu(ctx, mode, routes).find((item) => item.path !== null)
    if (first?.path) return first.path
  }
  return null
}
