import { z } from 'zod'
import {
  zChildId,
  zChildIdOut,
  zGroupIdOut,
  zMediaIdOut,
  zSchoolId,
  zSchoolIdOut,
  zSectionIdOut,
  zUserIdOut,
} from '../ids'
import { accessLevels, genders, profileTypes, userStatuses } from '../enums/people'
import { languages } from '../i18n/languages'
import { zOk } from './common'
import { defineRoute } from './define'

const zStructureScope = z.object({
  groupIds: z.array(zGroupIdOut),
  schoolIds: z.array(zSchoolIdOut),
  sectionIds: z.array(zSectionIdOut),
})

/** The current user with the scope metadata of spec 000 §3 (GET /api/v1/me). */
export const zMe = z.object({
  user: z.object({
    id: zUserIdOut,
    firstname: z.string(),
    lastname: z.string(),
    genderCd: z.enum(genders).nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    jobTitle: z.string().nullable(),
    language: z.enum(languages),
    status: z.enum(userStatuses),
    avatarMediaId: zMediaIdOut.nullable(),
    externalIdentityId: z.string().nullable(),
    advisorGuest: z.boolean(),
    observer: z.boolean(),
    termsAcceptedAt: z.string().nullable(),
  }),
  meta: z.object({
    userPermission: z.object({
      profileType: z.enum(profileTypes),
      isModerator: z.boolean(),
      moderated: z.boolean(),
    }),
    structureScope: zStructureScope,
    structureTreeScope: zStructureScope,
    familyScope: z.object({ childIds: z.array(zChildIdOut), guardianIds: z.array(zUserIdOut) }),
    /** Child, team and section access in the current school (spec 000 §3; docs/access-levels.md). */
    accessLevels: z.object({
      child: z.enum(accessLevels),
      team: z.enum(accessLevels),
      section: z.enum(accessLevels),
    }),
  }),
  current: z.object({ schoolId: zSchoolIdOut.nullable(), childId: zChildIdOut.nullable() }),
  impersonatorId: zUserIdOut.nullable(),
})
export type Me = z.infer<typeof zMe>

export const meContract = {
  get: defineRoute({
    action: 'me.read',
    method: 'GET',
    path: '/api/v1/me',
    summary: 'The current user with userPermission, structureScope, structureTreeScope and familyScope',
    auth: 'session',
    response: zMe,
  }),
  // The web's first question on every page, signed in or not: a signed-out visitor gets null (a
  // 200), so the sign-in page makes no failing request (docs/web-weight.md "A clean first page").
  session: defineRoute({
    action: 'me.session',
    method: 'GET',
    path: '/api/v1/session',
    summary: 'The current user as GET /api/v1/me answers it, or null when signed out',
    auth: 'public',
    response: zMe.nullable(),
  }),
  refreshScope: defineRoute({
    action: 'me.refreshScope',
    method: 'GET',
    path: '/api/v1/me/refresh-scope',
    summary: 'Recompute the scope of the current user (after a change of assignments)',
    auth: 'session',
    response: zMe,
  }),
  changeScope: defineRoute({
    action: 'me.changeScope',
    method: 'PUT',
    path: '/api/v1/me/scope',
    summary: 'Choose the current school (staff) or child (guardians), spec 000 §4',
    auth: 'session',
    body: z.union([z.object({ childId: zChildId }).strict(), z.object({ schoolId: zSchoolId }).strict()]),
    response: zMe,
  }),
  health: defineRoute({
    action: 'users.health',
    method: 'GET',
    path: '/api/v1/users/health',
    summary: 'User health check: 200 while the session and account are valid (spec 000 §7)',
    auth: 'session',
    response: zOk,
  }),
}
