import type { ActorScope } from '../scope/actor'
import type { AccessContext } from '../scope/context'
import { firstAccessiblePath } from './menu'
import { isOneOf, mainSiteProfiles } from '../roles'

// Spec 000 §6: "Roles allowed on the main site: coordinator, sponsor, teacher, director, child,
// guardian, etude. Access also needs a logged-in user with a school scope (guardians need children
// and schools) and at least one accessible menu item."

export function mainSiteRoleAllowed(actor: ActorScope): boolean {
  return isOneOf(actor.userPermission.profileType, mainSiteProfiles)
}

/** A school scope: staff through assignments, children through their sections; guardians need both children and schools. */
export function hasSchoolScope(actor: ActorScope): boolean {
  const hasSchools = actor.structureTreeScope.schoolIds.length > 0
  if (actor.userPermission.profileType === 'GUARDIAN')
    return hasSchools && actor.familyScope.childIds.length > 0
  return hasSchools
}

export function canAccessMainSite(ctx: AccessContext): boolean {
  return mainSiteRoleAllowed(ctx.actor) && hasSchoolScope(ctx.actor) && firstAccessiblePath(ctx) !== null
}

/** Spec 000 §2 fallback routes, shown in the empty layout. */
export const fallbackPaths = {
  'empty-account': '/fallbacks/empty-account',
  'account-unauthorized': '/fallbacks/account-unauthorized',
  'no-page-accessible': '/fallbacks/no-page-accessible',
} as const

export type MainSiteFallback = keyof typeof fallbackPaths

/**
 * Which fallback a signed-in user lands on, or null when the main site is open to them.
 * The spec does not say what makes an account "unauthorized"; we read it as a role that is not
 * allowed on the main site (group and super admins), checked first. No school scope is the empty
 * account ("no attributions"); a scope with no visible entry is no-page-accessible.
 */
export function mainSiteFallback(ctx: AccessContext): MainSiteFallback | null {
  if (!mainSiteRoleAllowed(ctx.actor)) return 'account-unauthorized'
  if (!hasSchoolScope(ctx.actor)) return 'empty-account'
  if (firstAccessiblePath(ctx) === null) return 'no-page-accessible'
  return null
}

/** Spec 000 §2: "a user without access to a page goes to the first accessible page, otherwise to no-page-accessible". */
export function noAccessRedirect(ctx: AccessContext): string {
  return firstAccessiblePath(ctx) ?? fallbackPaths['no-page-accessible']
}
