import { idFromRow, type GroupId, type MediaId, type SchoolId } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import { scopeMetadataMaxIds, type ScopeMetadata } from '@nido/domain/contracts/scope'
import { staffProfileTypes, type ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { groupsIn, schoolsIn, sectionsIn, usersIn } from './scope.queries'

export interface ScopeMetadataInput {
  userIds?: string[] | undefined
  groupIds?: string[] | undefined
  schoolIds?: string[] | undefined
  sectionIds?: string[] | undefined
}

const unique = (ids: string[] | undefined) => [...new Set(ids ?? [])]
const isStaff = (p: ProfileType) => (staffProfileTypes as readonly ProfileType[]).includes(p)

/**
 * Spec 000 §7/§9: the client sends batches of at most 7500 ids in total; a larger one is refused
 * as a whole (TOO_MANY_IDS). Ids the actor may not see are dropped silently.
 */
export async function scopeMetadata(
  db: Queryable,
  actor: Actor,
  input: ScopeMetadataInput,
): Promise<ScopeMetadata> {
  const total =
    (input.userIds?.length ?? 0) +
    (input.groupIds?.length ?? 0) +
    (input.schoolIds?.length ?? 0) +
    (input.sectionIds?.length ?? 0)
  if (total > scopeMetadataMaxIds)
    throw new AppError('TOO_MANY_IDS', { max: scopeMetadataMaxIds, received: total })

  const tree = actor.structureTreeScope
  // One query per kind, one after the other: the caller may hand in a transaction (one connection).
  const users = await usersIn(db, unique(input.userIds), {
    selfId: actor.userId,
    familyIds: [...actor.familyScope.childIds, ...actor.familyScope.guardianIds],
    groupIds: tree.groupIds,
    schoolIds: tree.schoolIds,
    sectionIds: tree.sectionIds,
    isStaff: isStaff(actor.userPermission.profileType),
  })
  const groups = await groupsIn(db, unique(input.groupIds), tree.groupIds)
  const schools = await schoolsIn(db, unique(input.schoolIds), tree.schoolIds)
  const sections = await sectionsIn(db, unique(input.sectionIds), tree.sectionIds)
  // The rows' ids, branded at the query boundary (decision 0013).
  return {
    users: users.map((u) => ({ ...u, avatarMediaId: idFromRow<MediaId>(u.avatarMediaId) })),
    groups,
    schools: schools.map((x) => ({
      ...x,
      groupId: idFromRow<GroupId>(x.groupId),
      maAvatarId: idFromRow<MediaId>(x.maAvatarId),
    })),
    sections: sections.map((x) => ({ ...x, schoolId: idFromRow<SchoolId>(x.schoolId) })),
  }
}
