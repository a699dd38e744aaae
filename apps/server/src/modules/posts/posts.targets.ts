import type { ShareTargetOptions } from '@nido/domain/contracts/posts'
import { idFromRow, type SchoolId } from '@nido/domain/ids'
import { shareTargetTypesFor } from '@nido/domain/access/sharing'
import { maySharePerBrand } from '@nido/domain/access/sharing'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { brandVariantsOfSections, shareableStructure, shareScopeUsers } from '../news/index'
import { namedSchools, namedSections } from '../../platform/people'

// The targets picker of the post editor (and of albums, folders, polls): exactly what
// checkShareTargets accepts, for one school (the current one by default).

/** Users offered at most; the picker filters them by name on the client. */
const pickerUserLimit = 1000

export async function shareTargetOptions(
  db: Queryable,
  actor: Actor,
  requestedSchoolId: string | undefined,
): Promise<ShareTargetOptions> {
  const profile = actor.userPermission.profileType
  const structure = shareableStructure(actor)
  if (requestedSchoolId !== undefined && !structure.schoolIds.includes(requestedSchoolId))
    throw new AppError('NOT_FOUND')
  const schoolId =
    requestedSchoolId ??
    (actor.currentSchoolId && structure.schoolIds.includes(actor.currentSchoolId)
      ? actor.currentSchoolId
      : (structure.schoolIds[0] ?? null))
  let targetTypes = [...shareTargetTypesFor(profile)]
  if (profile === 'GUARDIAN' || profile === 'CHILD') {
    const variants = await brandVariantsOfSections(db, structure.sectionIds)
    if (variants.some((v) => !maySharePerBrand(profile, v))) targetTypes = []
  }
  if (!schoolId || targetTypes.length === 0)
    return { schoolId: idFromRow<SchoolId>(schoolId), targetTypes, schools: [], sections: [], users: [] }

  // Archived sections are no share target any more (docs/sections.md).
  const sections = (await namedSections(db, structure.sectionIds, { active: true })).filter(
    (s) => s.schoolId === schoolId,
  )
  return {
    schoolId: idFromRow<SchoolId>(schoolId),
    targetTypes,
    schools: targetTypes.includes('School') ? await namedSchools(db, [schoolId]) : [],
    sections: targetTypes.includes('Section') ? sections : [],
    users: targetTypes.includes('User')
      ? await shareScopeUsers(db, actor, { userIds: null, schoolId, limit: pickerUserLimit })
      : [],
  }
}
