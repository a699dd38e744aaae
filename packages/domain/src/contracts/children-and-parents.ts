import { z } from 'zod'
import { genders, guardianRelationships } from '../enums/people'
import { zChildId, zDate, zDateTime, zSchoolId, zSectionId, zUserId } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zName, zTextQuery } from './text'

// Spec 000 §2 /children-and-parents, /new, /edit/{id}; §3 Child and User; §6 "Children and
// parents: coordinator, director, teacher" (docs/children-and-parents.md). Directors and
// coordinators create children, put them in sections, link their guardians, renew their key and
// archive them when they leave; teachers see the children of their sections (decision 0031).

export const childNameMax = 80
export const zPersonName = zName(childNameMax)
export const zEmailAddress = z.string().trim().toLowerCase().pipe(z.email().max(254))
/** A phone as typed; the server checks it country-aware (rules/phone.ts, PHONE_NUMBER_INVALID). */
export const zPhoneInput = z.string().trim().min(1).max(40)

export const childStatuses = ['active', 'archived'] as const
export type ChildStatus = (typeof childStatuses)[number]

const zSectionRef = z.object({ id: z.string(), name: z.string(), schoolId: z.string() })
export type ChildSectionRef = z.infer<typeof zSectionRef>

export const zChildItem = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  gender: z.enum(genders).nullable(),
  birthDate: z.string().nullable(),
  /** The child's sections the actor reaches (when archived: the ones it left). */
  sections: z.array(zSectionRef),
  guardianCount: z.number().int(),
  /** Null while the child attends. */
  archivedAt: zDateTime.nullable(),
})
export type ChildItem = z.infer<typeof zChildItem>

export const zChildrenQuery = zPageQuery.extend({
  schoolId: zSchoolId.optional(),
  sectionId: zSectionId.optional(),
  q: zTextQuery(100).optional(),
  status: z.enum(childStatuses).default('active'),
})

export const zGuardianActivation = z.object({
  /** The guardian has set a password (or signs in through an external identity). */
  activated: z.boolean(),
  lastSentAt: zDateTime.nullable(),
  expiresAt: zDateTime.nullable(),
})

export const zChildGuardian = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relationship: z.enum(guardianRelationships),
  referent: z.boolean(),
  parentalAuthority: z.boolean(),
  activation: zGuardianActivation,
})
export type ChildGuardian = z.infer<typeof zChildGuardian>

export const zChildDetail = zChildItem.extend({
  guardians: z.array(zChildGuardian),
  /** The 8-character key a guardian adds the child with (spec 001 §5); none once archived. */
  key: z.string().nullable(),
  /** Whether the actor may change the child (the UI is told, the server decides). */
  canEdit: z.boolean(),
})
export type ChildDetail = z.infer<typeof zChildDetail>

/** How a guardian is linked to the child (spec 000 §3 relationship, referent, parental authority). */
export const zGuardianLink = z.object({
  relationship: z.enum(guardianRelationships),
  referent: z.boolean().default(false),
  parentalAuthority: z.boolean().default(true),
})

/** A new GUARDIAN account: an e-mail, a phone or both, to reach them. */
export const zNewGuardian = zGuardianLink
  .extend({
    kind: z.literal('new'),
    firstname: zPersonName,
    lastname: zPersonName,
    email: zEmailAddress.nullable().default(null),
    phone: zPhoneInput.nullable().default(null),
  })
  .strict()
  .refine((g) => g.email !== null || g.phone !== null, {
    message: 'An e-mail or a phone number is needed',
    path: ['email'],
  })

/** A guardian who already has an account, found by their e-mail: linked, never duplicated. */
export const zExistingGuardian = zGuardianLink
  .extend({ kind: z.literal('existing'), email: zEmailAddress })
  .strict()

export const zGuardianInput = z.discriminatedUnion('kind', [zNewGuardian, zExistingGuardian])
export type GuardianInput = z.input<typeof zGuardianInput>

const childFields = {
  firstname: zPersonName,
  lastname: zPersonName,
  gender: z.enum(genders).nullable(),
  birthDate: zDate.nullable(),
  /** The sections of the actor's scope the child is in; at least one, or nobody would see them. */
  sectionIds: z.array(zSectionId).min(1).max(20),
}

export const zChildCreate = z
  .object({ ...childFields, guardians: z.array(zGuardianInput).max(10).default([]) })
  .strict()
export type ChildCreate = z.input<typeof zChildCreate>

/** Sections outside the actor's scope are kept whatever `sectionIds` says. */
export const zChildUpdate = z.object(childFields).partial().strict()
export type ChildUpdate = z.input<typeof zChildUpdate>

export const zGuardianUpdate = zGuardianLink.partial().strict()

export const zChildKey = z.object({ key: z.string() })

export const zSectionChoices = z.object({
  items: z.array(zSectionRef.extend({ schoolName: z.string() })),
})
export type SectionChoice = z.infer<typeof zSectionChoices>['items'][number]

const zChildParams = z.object({ childId: zChildId })
const zGuardianParams = zChildParams.extend({ guardianId: zUserId })

const base = '/api/v1/children-and-parents'

export const childrenAndParentsContract = {
  list: defineRoute({
    action: 'childrenAndParents.list',
    method: 'GET',
    path: base,
    summary: 'Children of my scope, by name, active or archived, filtered by school, section or name',
    auth: 'session',
    query: zChildrenQuery,
    response: zPage(zChildItem),
  }),
  sectionChoices: defineRoute({
    action: 'childrenAndParents.sectionChoices',
    method: 'GET',
    path: `${base}/sections`,
    summary: 'The active sections of my scope a child may be put in',
    auth: 'session',
    response: zSectionChoices,
  }),
  get: defineRoute({
    action: 'childrenAndParents.get',
    method: 'GET',
    path: `${base}/:childId`,
    summary: 'One child with their sections, guardians and key',
    auth: 'session',
    params: zChildParams,
    response: zChildDetail,
  }),
  create: defineRoute({
    action: 'childrenAndParents.create',
    method: 'POST',
    path: base,
    summary: 'Create a child in sections of my scope, with new or existing guardians',
    auth: 'session',
    body: zChildCreate,
    response: zChildDetail,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'childrenAndParents.update',
    method: 'PATCH',
    path: `${base}/:childId`,
    summary: "Change a child's names, gender, birth date or sections (those outside my scope stay)",
    auth: 'session',
    params: zChildParams,
    body: zChildUpdate,
    response: zChildDetail,
  }),
  addGuardian: defineRoute({
    action: 'childrenAndParents.addGuardian',
    method: 'POST',
    path: `${base}/:childId/guardians`,
    summary: 'Link a new or existing guardian to the child',
    auth: 'session',
    params: zChildParams,
    body: zGuardianInput,
    response: zChildDetail,
    successStatus: 201,
  }),
  updateGuardian: defineRoute({
    action: 'childrenAndParents.updateGuardian',
    method: 'PATCH',
    path: `${base}/:childId/guardians/:guardianId`,
    summary: "Change a guardian's relationship, referent or parental authority for the child",
    auth: 'session',
    params: zGuardianParams,
    body: zGuardianUpdate,
    response: zChildDetail,
  }),
  unlinkGuardian: defineRoute({
    action: 'childrenAndParents.unlinkGuardian',
    method: 'DELETE',
    path: `${base}/:childId/guardians/:guardianId`,
    summary: 'Unlink a guardian from the child (their account stays)',
    auth: 'session',
    params: zGuardianParams,
    response: z.null(),
    successStatus: 204,
  }),
  renewKey: defineRoute({
    action: 'childrenAndParents.renewKey',
    method: 'POST',
    path: `${base}/:childId/key`,
    summary: 'Give the child a new key; the old one stops working at once',
    auth: 'session',
    params: zChildParams,
    response: zChildKey,
  }),
  archive: defineRoute({
    action: 'childrenAndParents.archive',
    method: 'POST',
    path: `${base}/:childId/archive`,
    summary: 'Archive a child who leaves: out of their sections, history kept (decision 0031)',
    auth: 'session',
    params: zChildParams,
    response: zChildDetail,
  }),
  restore: defineRoute({
    action: 'childrenAndParents.restore',
    method: 'POST',
    path: `${base}/:childId/restore`,
    summary: 'Bring an archived child back into the sections they left',
    auth: 'session',
    params: zChildParams,
    response: zChildDetail,
  }),
}
