import type { AccessContext } from '../scope/context'
import { dailyAllowCheckIn, featureOn, globalFeatureOn, isManagerLite, profileOf } from '../scope/context'
import { applicationModes, type ApplicationMode, type Layout } from './application-mode'
import { canAccessMainSite } from './main-site'
import { firstAccessiblePathIn, visibleMenu } from './menu'
import { isOneOf, mainSiteProfiles, teacherDirectorCoordinator } from '../roles'

// Spec 000 §2 layouts (application modes) and application switcher, §6 mode access.

/** Spec 000 §6 mode access, before asking whether the mode's menu has anything to show. */
const modeAccess = {
  // The normal layout hosts communication and every family module: any main-site role.
  normal: (ctx) => isOneOf(profileOf(ctx), mainSiteProfiles),
  // "Daily mode: teacher, director, coordinator." The daily module must be on (§2: "only daily
  // gives the daily layout").
  daily: (ctx) => isOneOf(profileOf(ctx), teacherDirectorCoordinator) && featureOn(ctx, 'daily'),
  // "Advisor mode: etude, director, coordinator, with the global advisor flag."
  advisor: (ctx) =>
    isOneOf(profileOf(ctx), ['ETUDE', 'DIRECTOR', 'COORDINATOR']) && globalFeatureOn(ctx, 'advisor'),
  // "Manager mode: teacher, director, coordinator with the manager module." isManagerLite picks
  // the lite variant instead of the full one.
  manager: (ctx) => managerStaff(ctx) && !isManagerLite(ctx),
  'manager-lite': (ctx) => managerStaff(ctx) && isManagerLite(ctx),
  // "Manager-guardian mode: guardian with the manager module."
  'manager-guardian': (ctx) => profileOf(ctx) === 'GUARDIAN' && featureOn(ctx, 'manager'),
} satisfies Record<ApplicationMode, (ctx: AccessContext) => boolean>

function managerStaff(ctx: AccessContext): boolean {
  return isOneOf(profileOf(ctx), teacherDirectorCoordinator) && featureOn(ctx, 'manager')
}

export function modeAccessible(ctx: AccessContext, mode: ApplicationMode): boolean {
  return modeAccess[mode](ctx)
}

/**
 * The modes the switcher offers: mode access holds and the mode's menu shows at least one entry
 * (a mode with an empty menu would land on a page the user may not open).
 */
export function availableModes(ctx: AccessContext): ApplicationMode[] {
  return applicationModes.filter((mode) => modeAccessible(ctx, mode) && visibleMenu(ctx, mode).length > 0)
}

type ModeModule = 'communication' | 'daily' | 'advisor' | 'manager'

/** The mode modules switched on; advisor mode reads the global flag (§6). */
function enabledModeModules(ctx: AccessContext): ModeModule[] {
  const on: Record<ModeModule, boolean> = {
    communication: featureOn(ctx, 'communication'),
    daily: featureOn(ctx, 'daily'),
    advisor: globalFeatureOn(ctx, 'advisor'),
    manager: featureOn(ctx, 'manager'),
  }
  return (Object.keys(on) as ModeModule[]).filter((key) => on[key])
}

function modeOfModule(ctx: AccessContext, module: ModeModule): ApplicationMode {
  if (module === 'communication') return 'normal'
  if (module !== 'manager') return module
  if (profileOf(ctx) === 'GUARDIAN') return 'manager-guardian'
  return isManagerLite(ctx) ? 'manager-lite' : 'manager'
}

/**
 * Spec 000 §2: "Only communication enabled gives the normal layout; only daily gives the daily
 * layout; only advisor gives the advisor layout. Only manager gives the manager layout, or the
 * manager-guardian layout for guardians." With several modules on, the normal layout (it hosts
 * the switcher). When the preferred mode is not available to the user, their first available one.
 */
export function homeMode(ctx: AccessContext): ApplicationMode | null {
  const modes = availableModes(ctx)
  const enabled = enabledModeModules(ctx)
  const only = enabled.length === 1 ? enabled[0] : undefined
  const preferred = only ? modeOfModule(ctx, only) : 'normal'
  return modes.includes(preferred) ? preferred : (modes[0] ?? null)
}

/** The mode a route belongs to, from its first segments (spec 000 §2 route groups). */
export function modeOfPath(ctx: AccessContext, path: string): ApplicationMode {
  const segment = (prefix: string) =>
    path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
  if (segment('/daily')) return 'daily'
  if (segment('/advisor') || segment('/survey')) return 'advisor'
  if (segment('/manager/guardian')) return 'manager-guardian'
  if (segment('/manager/admin')) return isManagerLite(ctx) ? 'manager-lite' : 'manager'
  return 'normal'
}

/** The layout a route is shown in: fallbacks in the empty layout; no main-site access in its own layout. */
export function layoutFor(ctx: AccessContext, path: string): Layout {
  if (path.startsWith('/fallbacks/')) return 'empty'
  if (!canAccessMainSite(ctx)) return 'cannot-see-main-site'
  return modeOfPath(ctx, path)
}

/** Spec 000 §2 application-switcher targets. */
export function switcherTarget(ctx: AccessContext, mode: ApplicationMode): string {
  switch (mode) {
    case 'daily':
      // "Daily goes to daily check-in when check-in or morning word is enabled, otherwise to daily."
      return dailyAllowCheckIn(ctx) === 'none' ? '/daily' : '/daily/check-in/children'
    case 'advisor':
      return '/advisor/dashboard'
    case 'manager':
    case 'manager-lite':
      return '/manager/admin/dashboard/occupation'
    case 'manager-guardian':
      return '/manager/guardian/extra-days'
    case 'normal':
      // "Normal goes to the first accessible menu item, falling back to the newsfeed."
      return firstAccessiblePathIn(ctx, 'normal') ?? '/'
  }
}

export interface SwitcherEntry {
  mode: ApplicationMode
  path: string
}

/** The switcher's entries; empty (the switcher hides itself) when only one mode is available. */
export function applicationSwitcher(ctx: AccessContext): SwitcherEntry[] {
  const modes = availableModes(ctx)
  if (modes.length <= 1) return []
  return modes.map((mode) => ({ mode, path: switcherTarget(ctx, mode) }))
}

/** Where the home redirect sends a user: the target of their home mode, else no page. */
export function homePath(ctx: AccessContext): string | null {
  const mode = homeMode(ctx)
  return mode ? switcherTarget(ctx, mode) : null
}
