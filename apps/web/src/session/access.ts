import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { AccessContext } from '@nido/domain/access/scope/context'
import type { ActorScope } from '@nido/domain/access/scope/actor'
import { contracts } from '@nido/domain/contracts/index'
import type { AccessContextData } from '@nido/domain/contracts/context'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '@/api/client'
import { meQuery } from '@/session/session'

// The shell's rules (packages/domain/src/access) read an AccessContext: the actor comes from
// GET /api/v1/me, the rest from GET /api/v1/me/context for the current school or child, so the
// web shows exactly what the server would allow (ARCHITECTURE §7).

/** Keyed by user and current scope (STYLE habit 9): a new sign-in or scope never reuses it. */
export function accessContextQuery(me: Me) {
  return queryOptions({
    queryKey: ['session', me.user.id, 'context', me.current],
    queryFn: () => api(contracts.context.read),
    staleTime: 5 * 60_000,
  })
}

/** The signed-in user's actor scope, as the domain's access rules take it. */
export function actorScopeOf(me: Me): ActorScope {
  return {
    userId: me.user.id,
    userPermission: me.meta.userPermission,
    observer: me.user.observer,
    advisorGuest: me.user.advisorGuest,
    structureScope: me.meta.structureScope,
    structureTreeScope: me.meta.structureTreeScope,
    familyScope: me.meta.familyScope,
    currentSchoolId: me.current.schoolId,
    currentChildId: me.current.childId,
    impersonatorId: me.impersonatorId,
  }
}

export function toAccessContext(me: Me, data: AccessContextData): AccessContext {
  const ctx: AccessContext = {
    actor: actorScopeOf(me),
    features: data.features,
    globalFeatures: data.globalFeatures,
    brandVariant: data.brandVariant,
    school: data.school,
    termsAccepted: data.termsAccepted,
    currentChild: data.currentChild,
    prestationsConfigured: data.prestationsConfigured,
    accessLevels: data.accessLevels,
    externalIdentityId: me.user.externalIdentityId,
  }
  if (data.dailyToday) ctx.dailyToday = data.dailyToday
  return ctx
}

export interface ShellState {
  me: Me
  data: AccessContextData
  ctx: AccessContext
}

/** The signed-in user and their access context; only under the auth guard (me is never null there). */
export function useShellState(): ShellState {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) throw new Error('useShellState needs a signed-in user (auth guard)')
  const { data } = useSuspenseQuery(accessContextQuery(me))
  return { me, data, ctx: toAccessContext(me, data) }
}

/** A director or a coordinator: the profiles that price, sign and create in the manager (spec 000 §6). */
export function isDirectorOrCoordinator(profile: string): boolean {
  return profile === 'DIRECTOR' || profile === 'COORDINATOR'
}
