import type { ProfileType } from '../../enums/people'
import { accessLevelVisible } from '../access-level'
import type { AccessContext } from '../scope/context'
import { featureOn, globalFeatureOn, isManagerLite, profileOf } from '../scope/context'
import { directorCoordinator, teacherDirectorCoordinator } from '../roles'
import type { MenuMode } from './menu'

// The conditions and profile lists the menu entries of spec 000 §6 share (menu-normal.ts,
// menu-other-modes.ts).

export const always = (): boolean => true
export const communication = (ctx: AccessContext) => featureOn(ctx, 'communication')
export const notObserver = (ctx: AccessContext) => !ctx.actor.observer
export const anyRequestModule = (ctx: AccessContext) =>
  featureOn(ctx, 'visitation') || featureOn(ctx, 'conviviality') || featureOn(ctx, 'family_link')
export const daily = (ctx: AccessContext) => featureOn(ctx, 'daily')
export const advisorPages = (ctx: AccessContext) => globalFeatureOn(ctx, 'advisor')
export const manager = (ctx: AccessContext) => featureOn(ctx, 'manager')
export const managerFull = (ctx: AccessContext) => manager(ctx) && !isManagerLite(ctx)
export const guardianManager = (ctx: AccessContext) =>
  managerFull(ctx) && ctx.currentChild?.isContractHolder === true

/** Spec 000 §6: management needs the module; teachers go by child access, others by any access. */
export function managementSection(ctx: AccessContext): boolean {
  if (!featureOn(ctx, 'management')) return false
  const { child, team, section } = ctx.accessLevels
  if (profileOf(ctx) === 'TEACHER') return accessLevelVisible(child)
  return [child, team, section].some(accessLevelVisible)
}

export const side = (mode: MenuMode) => ({ place: 'side' as const, mode })
export const none: readonly ProfileType[] = []
export const pros = teacherDirectorCoordinator
export const dc = directorCoordinator
export const advisorProfiles = ['DIRECTOR', 'COORDINATOR', 'ETUDE'] as const satisfies readonly ProfileType[]
/** Spec 000 §6: who gets the advisor answer popup (with the flag, terms accepted, not observer). */
export const advisorPopupProfiles = [
  'GUARDIAN',
  'CHILD',
  'TEACHER',
  'DIRECTOR',
] as const satisfies readonly ProfileType[]
