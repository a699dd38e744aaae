import { eq } from 'drizzle-orm'
import {
  type ChildId,
  type GroupId,
  type MediaId,
  type SchoolId,
  type SectionId,
  type UserId,
  idFromRow,
} from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import type { Me } from '@nido/domain/contracts/me'
import { parseLanguage } from '@nido/domain/i18n/languages'
import type { Queryable } from '../../db/client'
import { sessions } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { orderedChildren, orderedSchools, schoolOfChild } from './me.queries'

/** GET /api/v1/me from the actor alone: the request's one query already read the profile. */
export function buildMe(actor: Actor): Me {
  const { profile } = actor
  return {
    user: {
      id: idFromRow<UserId>(actor.userId),
      firstname: actor.firstname,
      lastname: actor.lastname,
      genderCd: profile.genderCd,
      email: profile.email,
      phone: profile.phone,
      jobTitle: profile.jobTitle,
      language: parseLanguage(actor.language) ?? 'en',
      status: actor.status,
      avatarMediaId: idFromRow<MediaId>(profile.avatarMediaId),
      externalIdentityId: profile.externalIdentityId,
      advisorGuest: actor.advisorGuest,
      observer: actor.observer,
      termsAcceptedAt: profile.termsAcceptedAt?.toISOString() ?? null,
    },
    meta: {
      userPermission: actor.userPermission,
      structureScope: brandedStructure(actor.structureScope),
      structureTreeScope: brandedStructure(actor.structureTreeScope),
      familyScope: {
        childIds: actor.familyScope.childIds.map((id) => idFromRow<ChildId>(id)),
        guardianIds: actor.familyScope.guardianIds.map((id) => idFromRow<UserId>(id)),
      },
      accessLevels: actor.accessLevels,
    },
    current: {
      schoolId: idFromRow<SchoolId>(actor.currentSchoolId),
      childId: idFromRow<ChildId>(actor.currentChildId),
    },
    impersonatorId: idFromRow<UserId>(actor.impersonatorId),
  }
}

/** The actor's scope (plain strings, platform/actor) as the answer's branded ids. */
function brandedStructure(scope: { groupIds: string[]; schoolIds: string[]; sectionIds: string[] }) {
  return {
    groupIds: scope.groupIds.map((id) => idFromRow<GroupId>(id)),
    schoolIds: scope.schoolIds.map((id) => idFromRow<SchoolId>(id)),
    sectionIds: scope.sectionIds.map((id) => idFromRow<SectionId>(id)),
  }
}

export interface ScopePreference {
  childId?: string | undefined
  schoolId?: string | undefined
}

/**
 * Spec 000 §4: on login the current child is the stored preference, else the first child.
 * Without children, the current school is chosen the same way. Otherwise neither is set.
 * A guardian's current school follows from the current child.
 */
export async function chooseInitialScope(
  db: Queryable,
  actor: Actor,
  preference: ScopePreference,
): Promise<{ childId: string | null; schoolId: string | null }> {
  const childIds = actor.familyScope.childIds
  if (childIds.length > 0) {
    const childId =
      preference.childId && childIds.includes(preference.childId)
        ? preference.childId
        : ((await orderedChildren(db, childIds))[0]?.id ?? null)
    return { childId, schoolId: childId ? await schoolOfChild(db, childId) : null }
  }
  const schoolIds = actor.structureTreeScope.schoolIds
  if (schoolIds.length > 0) {
    const schoolId =
      preference.schoolId && schoolIds.includes(preference.schoolId)
        ? preference.schoolId
        : ((await orderedSchools(db, schoolIds))[0]?.id ?? null)
    return { childId: null, schoolId }
  }
  return { childId: null, schoolId: null }
}

/** Validates a scope change against the actor's scope; ids outside it answer 404 (ARCHITECTURE §4). */
export async function changeScope(
  db: Queryable,
  actor: Actor,
  input: { childId: string } | { schoolId: string },
): Promise<Actor> {
  let next: { childId: string | null; schoolId: string | null }
  if ('childId' in input) {
    if (!actor.familyScope.childIds.includes(input.childId)) throw new AppError('SCOPE_NOT_ALLOWED')
    next = { childId: input.childId, schoolId: await schoolOfChild(db, input.childId) }
  } else {
    if (!actor.structureTreeScope.schoolIds.includes(input.schoolId)) throw new AppError('SCOPE_NOT_ALLOWED')
    // A guardian may pick a school only through a child of theirs that attends it.
    if (actor.familyScope.childIds.length > 0) throw new AppError('SCOPE_NOT_ALLOWED')
    next = { childId: null, schoolId: input.schoolId }
  }
  await db
    .update(sessions)
    .set({ currentChildId: next.childId, currentSchoolId: next.schoolId })
    .where(eq(sessions.id, actor.sessionId))
  return { ...actor, currentChildId: next.childId, currentSchoolId: next.schoolId }
}
