import type { ActorScope } from '@nido/domain/access/scope/actor'
import type { Me } from '@nido/domain/contracts/me'

// The actor scope of the signed-in user, for the shared rules of which panel lists to show. The
// button and its lazily loaded panel both use it, so it lives apart from either (no import
// cycles, decision 0014).
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
