import type { ActorScope } from './actor'

// Administration (docs/administration.md): a super admin administers every group; a group admin
// the groups they are assigned to (structureScope.groupIds), and the schools and brand of those
// groups. Anyone else administers nothing. The server filters its queries with this, the web only
// uses it to hide what the server would refuse.

/** The groups the actor administers: 'all' for a super admin, else the assigned groups. */
export function adminGroupScope(actor: ActorScope): 'all' | readonly string[] {
  switch (actor.userPermission.profileType) {
    case 'SUPER_ADMIN':
      return 'all'
    case 'GROUP_ADMIN':
      return actor.structureScope.groupIds
    default:
      return []
  }
}

export function administersGroup(actor: ActorScope, groupId: string | null): boolean {
  if (groupId === null) return actor.userPermission.profileType === 'SUPER_ADMIN'
  const scope = adminGroupScope(actor)
  return scope === 'all' || scope.includes(groupId)
}
