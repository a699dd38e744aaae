import type { ProfileType } from '../../enums/people'
import type { ActorScope } from './actor'

// Spec 000 §6 query scope: coordinator, director and sponsor by school; teacher by section;
// guardian by child; child by self. Group and super admins see their whole tree by school.
export type QueryScope =
  | { by: 'school'; schoolIds: string[] }
  | { by: 'section'; sectionIds: string[] }
  | { by: 'child'; childIds: string[] }
  | { by: 'self'; childIds: string[] }

export const queryScopeKind = {
  COORDINATOR: 'school',
  DIRECTOR: 'school',
  SPONSOR: 'school',
  GROUP_ADMIN: 'school',
  SUPER_ADMIN: 'school',
  ETUDE: 'school',
  TEACHER: 'section',
  GUARDIAN: 'child',
  CHILD: 'self',
} as const satisfies Record<ProfileType, QueryScope['by']>

export function queryScope(actor: ActorScope): QueryScope {
  const by = queryScopeKind[actor.userPermission.profileType]
  switch (by) {
    case 'school':
      return { by, schoolIds: actor.structureTreeScope.schoolIds }
    case 'section':
      return { by, sectionIds: actor.structureTreeScope.sectionIds }
    case 'child':
      return { by, childIds: actor.familyScope.childIds }
    case 'self':
      return { by, childIds: [actor.userId] }
  }
}

/** Schools the actor reaches through their scope (guardians and children: their children's schools). */
export function actorSchoolIds(actor: ActorScope): string[] {
  return actor.structureTreeScope.schoolIds
}
