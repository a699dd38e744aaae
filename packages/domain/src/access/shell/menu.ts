import type { ProfileType } from '../../enums/people'
import type { AccessContext } from '../scope/context'
import { profileOf } from '../scope/context'
import type { ApplicationMode } from './application-mode'
import { normalMenuItems } from './menu-normal'
import { otherMenuItems } from './menu-other-modes'

// Spec 000 §6 menu rules, one entry per line of the spec, as data. Spec 000 §5: "a menu entry or
// page shows only if the role matches, the role is not excluded and the item's own condition
// holds". The web renders these; the server's page guards and the main-site check read them too.

/** The menu a side entry belongs to; manager-lite shows the manager menu. */
export type MenuMode = 'normal' | 'daily' | 'advisor' | 'manager' | 'manager-guardian'

/** What an entry without a path does when chosen. */
export type MenuAction = 'openAdvisorHostDialog' | 'openInviteDialog' | 'toggleContrast'

export interface MenuItem {
  key: string
  /** Route of spec 000 §2; `:schoolId` and `:childId` are filled from the context. */
  path: string | null
  action?: MenuAction
  /** `side`: the mode's menu; `account`: the avatar menu, in every mode. */
  place: 'side' | 'account'
  mode: MenuMode | null
  /** A heading the web groups entries under. */
  group?: 'management'
  profiles: readonly ProfileType[]
  excluded: readonly ProfileType[]
  condition: (ctx: AccessContext) => boolean
}

/** Every entry, in the menu's order: the normal mode first (firstAccessiblePath reads it so). */
export const menuItems = [...normalMenuItems, ...otherMenuItems] as const satisfies readonly MenuItem[]

export type MenuKey = (typeof menuItems)[number]['key']

/** A visible entry, its path filled in. */
export interface VisibleMenuItem {
  key: MenuKey
  path: string | null
  action?: MenuAction
  group?: 'management'
}

/** Spec 000 §5: role matches, role not excluded, own condition holds. */
export function itemVisible(item: MenuItem, ctx: AccessContext): boolean {
  const profile = profileOf(ctx)
  return item.profiles.includes(profile) && !item.excluded.includes(profile) && item.condition(ctx)
}

function fillPath(path: string | null, ctx: AccessContext): string | null {
  if (path === null) return null
  const childId = ctx.actor.currentChildId ?? (profileOf(ctx) === 'CHILD' ? ctx.actor.userId : '')
  return path.replace(':schoolId', ctx.school?.id ?? '').replace(':childId', childId)
}

function toVisible(item: MenuItem, ctx: AccessContext): VisibleMenuItem {
  const visible: VisibleMenuItem = { key: item.key as MenuKey, path: fillPath(item.path, ctx) }
  if (item.action) visible.action = item.action
  if (item.group) visible.group = item.group
  return visible
}

/** Spec 000 §6: the side menu of a mode, in the order above. Manager-lite shows the manager menu. */
export function visibleMenu(ctx: AccessContext, mode: ApplicationMode): VisibleMenuItem[] {
  const menuMode: MenuMode = mode === 'manager-lite' ? 'manager' : mode
  const items: readonly MenuItem[] = menuItems
  return items
    .filter((item) => item.place === 'side' && item.mode === menuMode && itemVisible(item, ctx))
    .map((item) => toVisible(item, ctx))
}

/** The avatar menu entries of spec 000 §2, in every layout. */
export function accountMenu(ctx: AccessContext): VisibleMenuItem[] {
  const items: readonly MenuItem[] = menuItems
  return items
    .filter((item) => item.place === 'account' && itemVisible(item, ctx))
    .map((item) => toVisible(item, ctx))
}

/**
 * Spec 000 §2 route guards: "a user without access to a page goes to the first accessible page".
 * The first visible side entry with a route, across menus in the order above (normal first);
 * null sends the user to no-page-accessible.
 */
export function firstAccessiblePath(ctx: AccessContext): string | null {
  const items: readonly MenuItem[] = menuItems
  const first = items.find((item) => item.place === 'side' && item.path !== null && itemVisible(item, ctx))
  return first ? fillPath(first.path, ctx) : null
}

/** The first accessible route of one mode's menu, or null. */
export function firstAccessiblePathIn(ctx: AccessContext, mode: ApplicationMode): string | null {
  return visibleMenu(ctx, mode).find((item) => item.path !== null)?.path ?? null
}
