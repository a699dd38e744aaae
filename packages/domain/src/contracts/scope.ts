import { z } from 'zod'
import { genders, profileTypes } from '../enums/people'
import { zGroupId, zGroupIdOut, zMediaIdOut, zSchoolId, zSchoolIdOut, zSectionId, zUserId } from '../ids'
import { defineRoute } from './define'

// Spec 000 §7: POST user scope metadata (userIds, groupIds, schoolIds, sectionIds); the web splits
// requests into batches of at most 7500 ids in total (spec 000 §9), and the server refuses more.
export const scopeMetadataMaxIds = 7500

export const zScopeMetadataRequest = z
  .object({
    userIds: z.array(zUserId).optional(),
    groupIds: z.array(zGroupId).optional(),
    schoolIds: z.array(zSchoolId).optional(),
    sectionIds: z.array(zSectionId).optional(),
  })
  .strict()
export type ScopeMetadataRequest = z.input<typeof zScopeMetadataRequest>

export const zScopeUser = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  profileType: z.enum(profileTypes),
  avatarMediaId: zMediaIdOut.nullable(),
  genderCd: z.enum(genders).nullable(),
})
export const zScopeGroup = z.object({ id: z.string(), name: z.string() })
/** Spec 000 §3 School: id, name, groupId, maAvatarId, publicPageVisible, openingTimezone. */
export const zScopeSchool = z.object({
  id: z.string(),
  name: z.string(),
  groupId: zGroupIdOut,
  maAvatarId: zMediaIdOut.nullable(),
  publicPageVisible: z.boolean(),
  openingTimezone: z.string(),
})
export const zScopeSection = z.object({ id: z.string(), name: z.string(), schoolId: zSchoolIdOut })

/** Only what the actor may see; ids outside their scope are left out silently. */
export const zScopeMetadata = z.object({
  users: z.array(zScopeUser),
  groups: z.array(zScopeGroup),
  schools: z.array(zScopeSchool),
  sections: z.array(zScopeSection),
})
export type ScopeMetadata = z.infer<typeof zScopeMetadata>

export const scopeContract = {
  metadata: defineRoute({
    action: 'scope.metadata',
    method: 'POST',
    path: '/api/v1/scope/metadata',
    summary: 'Public fields of users, groups, schools and sections the actor may see (at most 7500 ids)',
    auth: 'session',
    body: zScopeMetadataRequest,
    response: zScopeMetadata,
  }),
}
