import { z } from 'zod'
import { genders, guardianRelationships } from '../enums/people'
import { zChildId, zChildIdOut, zMediaId, zMediaIdOut, zSchoolIdOut, zSectionIdOut, zUserIdOut } from '../ids'
import { defineRoute } from './define'

// Spec 000 §2 /my-children and /my-children/edit/{id}, §6 "Guardian-only account entries: my
// children"; spec 001 §3 child fields (docs/my-children.md, decision 0032). A guardian sees what
// the family and the school know of each of their children; a referent corrects the little the
// family owns (the child's picture and gender, their own relationship). Names, birth date and
// sections belong to the school: read only here.

/** The signed-in guardian's own link to the child (guardianships, migration 0011). */
export const zMyLink = z.object({
  relationship: z.enum(guardianRelationships),
  referent: z.boolean(),
  parentalAuthority: z.boolean(),
})

/** Another guardian of the child. No e-mail; a phone only when they show it in contacts (spec 001 §3). */
export const zCoGuardian = z.object({
  id: zUserIdOut,
  firstname: z.string(),
  lastname: z.string(),
  relationship: z.enum(guardianRelationships),
  referent: z.boolean(),
  avatarMediaId: zMediaIdOut.nullable(),
  /** E.164, only when their showPhoneNumberInContacts setting is on (docs/contacts.md). */
  phone: z.string().nullable(),
})
export type CoGuardian = z.infer<typeof zCoGuardian>

export const zMyChild = z.object({
  id: zChildIdOut,
  firstname: z.string(),
  lastname: z.string(),
  /** `YYYY-MM-DD`. */
  birthDate: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  avatarMediaId: zMediaIdOut.nullable(),
  /** The schools and sections the child is in today (archived sections left out), by name. */
  schools: z.array(z.object({ id: zSchoolIdOut, name: z.string() })),
  sections: z.array(z.object({ id: zSectionIdOut, schoolId: zSchoolIdOut, name: z.string() })),
  me: zMyLink,
  otherGuardians: z.array(zCoGuardian),
  /** Changed on the child's photos page (galleries photo consent); shown here. */
  photoConsentWithheld: z.boolean(),
  /** The child's 8-character key (docs/child-keys.md), for referents only, to pass to a relative. */
  key: z.string().nullable(),
  /** Whether the signed-in guardian may edit (a referent, not an observer). */
  canEdit: z.boolean(),
})
export type MyChild = z.infer<typeof zMyChild>
/** What the server builds (ids as plain strings, checked on the way out). */
export type MyChildOut = z.input<typeof zMyChild>

export const zMyChildren = z.object({ items: z.array(zMyChild) })

/**
 * What a referent may change. Every field is optional; an empty body changes nothing. The avatar is
 * an uploaded file of kind `user` (media pipeline, like the account's), or null to remove it.
 */
export const zMyChildUpdate = z
  .object({
    gender: z.enum(genders).nullable().optional(),
    avatarMediaId: zMediaId.nullable().optional(),
    relationship: z.enum(guardianRelationships).optional(),
  })
  .strict()
export type MyChildUpdate = z.input<typeof zMyChildUpdate>

const zMyChildParams = z.object({ childId: zChildId })

export const myChildrenContract = {
  list: defineRoute({
    action: 'myChildren.list',
    method: 'GET',
    path: '/api/v1/my-children',
    summary: 'My children: names, birth date, school and sections, their other guardians, my link to them',
    auth: 'session',
    response: zMyChildren,
  }),
  read: defineRoute({
    action: 'myChildren.read',
    method: 'GET',
    path: '/api/v1/my-children/:childId',
    summary: 'One of my children, as on the list',
    auth: 'session',
    params: zMyChildParams,
    response: zMyChild,
  }),
  update: defineRoute({
    action: 'myChildren.update',
    method: 'PATCH',
    path: '/api/v1/my-children/:childId',
    summary: 'Change the child’s picture or gender, or my relationship to them (referents only)',
    auth: 'session',
    params: zMyChildParams,
    body: zMyChildUpdate,
    response: zMyChild,
  }),
  unlink: defineRoute({
    action: 'myChildren.unlink',
    method: 'DELETE',
    path: '/api/v1/my-children/:childId/link',
    summary: 'Leave the child’s family (my link to them); LAST_REFERENT_GUARDIAN for their last referent',
    auth: 'session',
    params: zMyChildParams,
    response: z.null(),
    successStatus: 204,
  }),
}
