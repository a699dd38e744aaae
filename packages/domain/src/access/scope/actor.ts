import type { ProfileType } from '../../enums/people'

// The actor (ARCHITECTURE §5): the signed-in user plus their resolved scope. The server builds it
// once per request from the database; the web receives the same shape from GET /api/v1/me.

export interface StructureScope {
  groupIds: string[]
  schoolIds: string[]
  sectionIds: string[]
}

export interface FamilyScope {
  childIds: string[]
  guardianIds: string[]
}

export interface UserPermission {
  profileType: ProfileType
  isModerator: boolean
  moderated: boolean
}

export interface ActorScope {
  userId: string
  userPermission: UserPermission
  observer: boolean
  advisorGuest: boolean
  /** What the user is assigned to (groups, schools, sections; guardians: their children's). */
  structureScope: StructureScope
  /** The same, expanded down the tree: a group brings its schools, a school its sections. */
  structureTreeScope: StructureScope
  familyScope: FamilyScope
  /** The school or child chosen in the scope selector (spec 000 §4). */
  currentSchoolId: string | null
  currentChildId: string | null
  /** Set when a super admin acts as this user (impersonation). */
  impersonatorId: string | null
}

export const emptyStructureScope = (): StructureScope => ({ groupIds: [], schoolIds: [], sectionIds: [] })
